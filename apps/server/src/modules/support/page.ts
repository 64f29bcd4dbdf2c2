/** The customer-service chat page (opened in the portal's 440x500 popup): plain HTML, CSS and a small script. */

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's texts in the portal's six languages; the script picks the portal's stored language. */
export const chatTexts = {
  pt: {
    live: 'Chat ao vivo',
    vip: 'Atendimento VIP',
    subtitle: 'Normalmente respondemos em poucos minutos',
    greeting: 'Olá! Como podemos ajudar? Escreva sua mensagem e um atendente responderá aqui.',
    placeholder: 'Digite sua mensagem',
    send: 'Enviar',
    failed: 'A mensagem não foi enviada. Tente novamente.',
    closed: 'Esta conversa foi encerrada. Escreva novamente para reabri-la.',
    you: 'Você',
    agent: 'Atendente',
  },
  en: {
    live: 'Live chat',
    vip: 'VIP service',
    subtitle: 'We usually answer within minutes',
    greeting: 'Hello! How can we help? Write your message and an agent will answer here.',
    placeholder: 'Type your message',
    send: 'Send',
    failed: 'The message was not sent. Please try again.',
    closed: 'This conversation was closed. Write again to reopen it.',
    you: 'You',
    agent: 'Agent',
  },
  cn: {
    live: '在线客服',
    vip: 'VIP 专属客服',
    subtitle: '通常几分钟内回复',
    greeting: '您好！请问有什么可以帮您？请留言，客服会在这里回复您。',
    placeholder: '请输入消息',
    send: '发送',
    failed: '消息未发送，请重试。',
    closed: '此会话已结束。再次发送消息即可重新开启。',
    you: '我',
    agent: '客服',
  },
  id: {
    live: 'Obrolan langsung',
    vip: 'Layanan VIP',
    subtitle: 'Kami biasanya menjawab dalam beberapa menit',
    greeting: 'Halo! Ada yang bisa kami bantu? Tulis pesan Anda dan agen kami akan menjawab di sini.',
    placeholder: 'Ketik pesan Anda',
    send: 'Kirim',
    failed: 'Pesan tidak terkirim. Silakan coba lagi.',
    closed: 'Percakapan ini telah ditutup. Tulis lagi untuk membukanya kembali.',
    you: 'Anda',
    agent: 'Agen',
  },
  th: {
    live: 'แชทสด',
    vip: 'บริการ VIP',
    subtitle: 'โดยปกติเราตอบกลับภายในไม่กี่นาที',
    greeting: 'สวัสดี! มีอะไรให้เราช่วยไหม? พิมพ์ข้อความของคุณ แล้วเจ้าหน้าที่จะตอบที่นี่',
    placeholder: 'พิมพ์ข้อความของคุณ',
    send: 'ส่ง',
    failed: 'ส่งข้อความไม่สำเร็จ โปรดลองอีกครั้ง',
    closed: 'การสนทนานี้ปิดแล้ว พิมพ์อีกครั้งเพื่อเปิดใหม่',
    you: 'คุณ',
    agent: 'เจ้าหน้าที่',
  },
  vi: {
    live: 'Trò chuyện trực tuyến',
    vip: 'Dịch vụ VIP',
    subtitle: 'Chúng tôi thường trả lời trong vài phút',
    greeting: 'Xin chào! Chúng tôi có thể giúp gì? Hãy viết tin nhắn và nhân viên sẽ trả lời tại đây.',
    placeholder: 'Nhập tin nhắn của bạn',
    send: 'Gửi',
    failed: 'Tin nhắn chưa được gửi. Vui lòng thử lại.',
    closed: 'Cuộc trò chuyện này đã kết thúc. Hãy viết lại để mở lại.',
    you: 'Bạn',
    agent: 'Nhân viên',
  },
} as const;

export function chatPage(brandName: string, channel: 'live' | 'vip', defaultLang: string): string {
  return `<!doctype html>
<html lang="${esc(defaultLang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(brandName)}</title>
<link rel="icon" href="/art/logo-mark.svg">
<link rel="stylesheet" href="/support/chat.css">
</head>
<body data-channel="${channel}" data-lang="${esc(defaultLang)}">
<header class="bar">
  <img src="/art/logo-mark.svg" alt="" width="32" height="32">
  <div><h1 id="title">${esc(brandName)}</h1><p id="subtitle"></p></div>
</header>
<main id="log" role="log" aria-live="polite"></main>
<p id="status" class="status" role="status" hidden></p>
<form id="form" autocomplete="off">
  <label for="text" id="label" class="sr-only"></label>
  <textarea id="text" rows="2" maxlength="2000" required></textarea>
  <button id="send" type="submit"></button>
</form>
<script type="module" src="/support/chat.js"></script>
</body>
</html>`;
}

export const chatCss = `:root{color-scheme:light;--brand:#6142bf;--accent:#ff9f43;--bg:#f4f3fa;--panel:#fff;--text:#1d1b29;--muted:#6b6880;--line:#e2e0ee}
:root[data-theme=dark]{color-scheme:dark;--bg:#141826;--panel:#1e2335;--text:#eceaf6;--muted:#a3a1b8;--line:#2c3250}
*{box-sizing:border-box}html,body{height:100%;margin:0}
body{display:flex;flex-direction:column;font:15px/1.45 system-ui,-apple-system,"Segoe UI","Noto Sans","Noto Sans Thai","PingFang SC","Microsoft YaHei",sans-serif;background:var(--bg);color:var(--text)}
.bar{display:flex;gap:12px;align-items:center;padding:12px 16px;background:#6142bf;color:#fff}
.bar h1{margin:0;font-size:16px}.bar p{margin:0;font-size:12px;opacity:.85}
#log{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:10px}
.msg{margin:0;max-width:80%;padding:8px 12px;border-radius:12px;background:var(--panel);border:1px solid var(--line);white-space:pre-wrap;overflow-wrap:anywhere}
.msg.visitor{align-self:flex-end;background:var(--brand);border-color:var(--brand);color:#fff}
.msg small{display:block;font-size:11px;opacity:.7;margin-top:2px}
.status{margin:0 16px 8px;color:var(--muted);font-size:13px}
form{display:flex;gap:8px;padding:12px;border-top:1px solid var(--line);background:var(--panel)}
textarea{flex:1;resize:none;padding:8px 10px;border-radius:8px;border:1px solid var(--line);background:var(--bg);color:var(--text);font:inherit}
textarea:focus-visible,button:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
button{min-width:72px;min-height:44px;border:0;border-radius:8px;background:var(--accent);color:#1d1b29;font-weight:700;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
@media (prefers-reduced-motion:no-preference){#log{scroll-behavior:smooth}}`;

/** The chat script: keeps the conversation token in local storage and polls for answers every 3 seconds. */
export function chatScript(): string {
  return `const texts = ${JSON.stringify(chatTexts)};
const body = document.body;
const channel = body.dataset.channel === 'vip' ? 'vip' : 'live';
const stored = (k) => { try { return localStorage.getItem(k); } catch { return null; } };
const lang = [new URLSearchParams(location.search).get('lang'), stored('lang'), body.dataset.lang, 'en'].find((l) => l && texts[l]);
const t = texts[lang];
document.documentElement.lang = lang;
if (stored('theme') === 'dark') document.documentElement.dataset.theme = 'dark';
const $ = (id) => document.getElementById(id);
$('subtitle').textContent = t[channel] + ' · ' + t.subtitle;
$('label').textContent = t.placeholder;
$('text').placeholder = t.placeholder;
$('send').textContent = t.send;
const key = 'supportChat:' + channel;
let token = stored(key);
let last = 0;
const shown = new Set();
const log = $('log');
function bubble(author, text, when) {
  const p = document.createElement('p');
  p.className = 'msg ' + author;
  p.textContent = text;
  const s = document.createElement('small');
  s.textContent = (author === 'visitor' ? t.you : t.agent) + (when ? ' · ' + new Date(when).toLocaleTimeString(lang === 'cn' ? 'zh-CN' : lang, { hour: '2-digit', minute: '2-digit' }) : '');
  p.append(s);
  log.append(p);
  log.scrollTop = log.scrollHeight;
}
function status(text) { $('status').hidden = !text; $('status').textContent = text || ''; }
bubble('operator', t.greeting);
async function call(method, path, payload) {
  const res = await fetch(path, { method, headers: { 'content-type': 'application/json', ...(token ? { 'x-chat-token': token } : {}) }, body: payload ? JSON.stringify(payload) : undefined });
  const json = await res.json();
  if (!json.success) throw Object.assign(new Error(json.message), { key: json.message });
  return json.value;
}
async function poll() {
  if (!token) return;
  try {
    const v = await call('GET', '/support/api/messages?after=' + last);
    for (const m of v.messages) { if (shown.has(m.id)) continue; shown.add(m.id); last = Math.max(last, m.id); bubble(m.author, m.body, m.createdAt); }
    status(v.status === 'closed' ? t.closed : '');
  } catch (e) {
    if (e.key === 'support_chat_unknown') { token = null; try { localStorage.removeItem(key); } catch {} }
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
      try { localStorage.setItem(key, token); } catch {}
    }
    const m = await call('POST', '/support/api/messages', { body: text });
    $('text').value = '';
    status('');
    if (!shown.has(m.id)) { shown.add(m.id); last = Math.max(last, m.id); bubble('visitor', m.body, m.createdAt); }
  } catch { status(t.failed); }
  finally { $('send').disabled = false; $('text').focus(); }
});
$('text').addEventListener('keydown', (ev) => { if (ev.key === 'Enter' && !ev.shiftKey) { ev.preventDefault(); $('form').requestSubmit(); } });
poll();
setInterval(poll, 3000);
`;
}
