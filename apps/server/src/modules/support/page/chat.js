// The chat script: keeps the conversation token in local storage and polls for answers every 3 seconds.
import { texts } from './texts.js';

const body = document.body;
const channel = body.dataset.channel === 'vip' ? 'vip' : 'live';
const stored = (k) => {
  try {
    return localStorage.getItem(k);
  } catch {
    return null;
  }
};
const lang = [new URLSearchParams(location.search).get('lang'), stored('lang'), body.dataset.lang, 'en'].find(
  (l) => l && texts[l],
);
const t = texts[lang];
document.documentElement.lang = lang;
if (stored('theme') === 'dark') document.documentElement.dataset.theme = 'dark';
const $ = (id) => document.getElementById(id);
$('subtitle').textContent = `${t[channel]} · ${t.subtitle}`;
$('label').textContent = t.placeholder;
$('text').placeholder = t.placeholder;
$('send').textContent = t.send;
const key = `supportChat:${channel}`;
let token = stored(key);
let last = 0;
const shown = new Set();
const log = $('log');
function bubble(author, text, when) {
  const p = document.createElement('p');
  p.className = `msg ${author}`;
  p.textContent = text;
  const s = document.createElement('small');
  s.textContent =
    (author === 'visitor' ? t.you : t.agent) +
    (when
      ? ' · ' +
        new Date(when).toLocaleTimeString(lang === 'cn' ? 'zh-CN' : lang, { hour: '2-digit', minute: '2-digit' })
      : '');
  p.append(s);
  log.append(p);
  log.scrollTop = log.scrollHeight;
}
function status(text) {
  $('status').hidden = !text;
  $('status').textContent = text || '';
}
bubble('operator', t.greeting);
async function call(method, path, payload) {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { 'x-chat-token': token } : {}) },
    body: payload ? JSON.stringify(payload) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw Object.assign(new Error(json.message), { key: json.message });
  return json.value;
}
async function poll() {
  if (!token) return;
  try {
    const v = await call('GET', `/support/api/messages?after=${last}`);
    for (const m of v.messages) {
      if (shown.has(m.id)) continue;
      shown.add(m.id);
      last = Math.max(last, m.id);
      bubble(m.author, m.body, m.createdAt);
    }
    status(v.status === 'closed' ? t.closed : '');
  } catch (e) {
    if (e.key === 'support_chat_unknown') {
      token = null;
      try {
        localStorage.removeItem(key);
      } catch {}
    }
  }
}
$('form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const text = $('text').value.trim();
  if (!text) return;
  $('send').disabled = true;
  try {
    if (!token) {
      token = (await call('POST', '/support/api/conversations', { channel })).token;
      try {
        localStorage.setItem(key, token);
      } catch {}
    }
    const m = await call('POST', '/support/api/messages', { body: text });
    $('text').value = '';
    status('');
    if (!shown.has(m.id)) {
      shown.add(m.id);
      last = Math.max(last, m.id);
      bubble('visitor', m.body, m.createdAt);
    }
  } catch {
    status(t.failed);
  } finally {
    $('send').disabled = false;
    $('text').focus();
  }
});
$('text').addEventListener('keydown', (ev) => {
  if (ev.key === 'Enter' && !ev.shiftKey) {
    ev.preventDefault();
    $('form').requestSubmit();
  }
});
poll();
setInterval(poll, 3000);
