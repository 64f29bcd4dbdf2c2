// Shared by the in-house game pages and the verification page: the language and its texts, money, the provider API,
// the provably fair section and the round history. A plain script run after texts.js; it exposes window.Lumen and
// touches the page only when a page script calls it (so the server test can run it without a document).
(() => {
  const LANGS = ['pt', 'en', 'cn', 'id', 'th', 'vi'];
  const HTML_LANG = { pt: 'pt-BR', en: 'en', cn: 'zh-CN', id: 'id', th: 'th', vi: 'vi' };
  // The portal's money rule, as modules/brand/money-text.ts writes it (the server test holds the two together).
  const NUMBER_LOCALE = { pt: 'pt-BR', en: 'en-US', cn: 'zh-CN', id: 'id-ID', th: 'th-TH', vi: 'vi-VN' };
  const MONEY_OPTIONS = { style: 'currency', minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const ERRORS = {
    INSUFFICIENT_FUNDS: 'notEnough',
    BET_INVALID: 'betInvalid',
    ROUND_OVER: 'roundOver',
    ROUND_OPEN: 'roundOpen',
  };

  const qs = new URLSearchParams(location.search);
  const ticket = qs.get('ticket');
  // The launch copies the portal's `language` header, which can arrive repeated ("pt, pt"): the first one counts.
  // None is the portal's default, PT (as the server's numberLocale reads it); one the pages lack reads as English.
  const asked = (qs.get('lang') ?? '').split(',')[0].trim().toLowerCase() || 'pt';
  const lang = LANGS.includes(asked) ? asked : 'en';
  const texts = window.TEXTS[lang];

  /** The text `key` in the page's language, `{name}` replaced by vars.name. */
  const t = (key, vars = {}) =>
    (texts[key] ?? window.TEXTS.en[key] ?? key).replace(/\{(\w+)\}/g, (_, name) => String(vars[name] ?? ''));
  const errorText = (code) => (ERRORS[code] ? t(ERRORS[code]) : String(code));
  const $ = (id) => document.getElementById(id);
  const esc = (s) =>
    String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

  /** Puts the page in its language: `<html lang>` and the text of every `data-t` element. */
  function translate() {
    document.documentElement.lang = HTML_LANG[lang];
    for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t);
  }

  const moneyFormat = (currency) => new Intl.NumberFormat(NUMBER_LOCALE[lang], { ...MONEY_OPTIONS, currency });
  let format = null; // known once the state answer names the brand's currency
  const money = (v) => (v == null ? '—' : format ? format.format(String(v)) : '…');

  async function api(path, body) {
    const r = await fetch(`/provider/inhouse/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, ...body }),
    });
    if (!r.ok) throw new Error(t('sessionExpired'));
    return r.json();
  }

  let rulesAnswer = null;
  /** The games' constants (symbols, lines, paytable, edges): one request per page. */
  function rules() {
    if (!rulesAnswer)
      rulesAnswer = fetch('/provider/inhouse/api/rules').then((r) => {
        if (!r.ok) throw new Error(String(r.status));
        return r.json();
      });
    return rulesAnswer;
  }

  let game = null;
  const verifyHref = (params) => `/provider/inhouse/verify?${new URLSearchParams({ lang, game, ...params })}`;

  async function refresh() {
    const s = await api('state', {});
    format = moneyFormat(s.currency);
    $('bal').textContent = money(s.balance);
    $('hash').textContent = s.serverHash;
    $('client').value = s.clientSeed;
    $('nonce').textContent = s.nonce;
    // The current pair's seed is still secret: the verification page shows its hash and when it is revealed.
    $('verify').href = verifyHref({ clientSeed: s.clientSeed, serverHash: s.serverHash });
  }

  const FAIR = `<section class="card"><h2 data-t="fairTitle"></h2>
<div class="mono"><span data-t="serverHashLabel"></span> <span id="hash"></span></div>
<div class="mono"><span data-t="nextNonceLabel"></span> <span id="nonce"></span></div>
<div class="row fair-actions"><label><span data-t="clientSeed"></span><input id="client" maxlength="64"></label>
<button type="button" class="alt" id="setseed" data-t="useSeed"></button><button type="button" class="alt" id="rotate" data-t="rotate"></button>
<a id="verify" href="/provider/inhouse/verify" target="_blank" data-t="verifyLink"></a></div>
<div id="revealed" class="mono"></div></section>`;

  function wireFair() {
    $('setseed').onclick = async () => {
      await api('seed', { clientSeed: $('client').value });
      refresh();
    };
    $('rotate').onclick = async () => {
      const r = await api('rotate', {});
      if (r.error) {
        $('revealed').textContent = errorText(r.error);
        return;
      }
      const { serverSeed, serverHash, clientSeed, lastNonce } = r.revealed;
      $('revealed').textContent = `${t('revealed', { seed: serverSeed, client: clientSeed, last: lastNonce })} `;
      const link = document.createElement('a');
      link.href = verifyHref({ serverSeed, serverHash, clientSeed, nonce: String(Math.max(lastNonce, 0)) });
      link.target = '_blank';
      link.textContent = t('verifyRevealed');
      $('revealed').append(link);
      refresh();
    };
  }

  const history = [];
  /** Adds a round to the history table (the last ten shown). */
  function log(row) {
    history.unshift(row);
    $('hist').innerHTML = history
      .slice(0, 10)
      .map(
        (h) =>
          `<tr><td>${esc(h.nonce)}</td><td>${esc(h.text)}</td><td class="${Number(h.payout) > 0 ? 'win' : 'loss'}">${esc(money(h.payout))}</td></tr>`,
      )
      .join('');
  }

  /** A game page's start: its texts, the provably fair section, then the balance and seeds. */
  function startGame(kind) {
    game = kind;
    $('fair').innerHTML = FAIR;
    translate();
    $('verify').href = verifyHref({});
    wireFair();
    refresh().catch((e) => {
      $('msg').textContent = e.message;
    });
  }

  window.Lumen = { lang, qs, t, errorText, $, translate, money, moneyFormat, api, rules, log, startGame };
})();
