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
    fair_seed_changed: 'seedChanged',
  };

  const qs = new URLSearchParams(location.search);
  const ticket = qs.get('ticket');
  // A trial account's launch plays fun money (mode=fun, as outside providers are told): its balance says so.
  const fun = qs.get('mode') === 'fun';
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

  // The brand's number format as the server wrote it into the document (<html data-locale>, as the demo provider's
  // page has it), else the language's; the server test runs this script without a document.
  const LOCALE = (typeof document === 'object' && document.documentElement?.dataset?.locale) || NUMBER_LOCALE[lang];
  const moneyFormat = (currency) => new Intl.NumberFormat(LOCALE, { ...MONEY_OPTIONS, currency });
  let format = null; // known once the state answer names the brand's currency
  const money = (v) => (v == null ? '—' : format ? format.format(String(v)) : '…');
  /** A figure (multiplier, roll, percentage) in the page's language: 1,98 in PT, 1.98 in EN. */
  const num = (v, digits = 2, most = digits) =>
    new Intl.NumberFormat(LOCALE, { minimumFractionDigits: digits, maximumFractionDigits: most }).format(v);
  const SEPARATORS = new Intl.NumberFormat(LOCALE).formatToParts(12345.6);
  const DECIMAL = SEPARATORS.find((p) => p.type === 'decimal')?.value ?? '.';
  const GROUP = SEPARATORS.find((p) => p.type === 'group')?.value ?? ',';
  /**
   * A typed amount ("1.234,50" or "25,5" in PT, "1,234.50" in EN) as the API's decimal ("1234.50"); the other mark
   * is read as the decimal point when it is not grouping thousands ("1.00" is one in PT). "" when it is no amount.
   */
  function decimalOf(text) {
    let v = String(text ?? '')
      .trim()
      .replace(/[\s\u00a0\u202f]/g, '');
    if (v.includes(DECIMAL)) v = v.split(GROUP).join('').replace(DECIMAL, '.');
    else if (/^\d{1,3}([.,]\d{3})+$/.test(v))
      v = v.replace(/[.,]/g, ''); // thousands only: "1.234" in PT
    else v = v.replace(',', '.'); // the other mark as the point: "1.00" in PT, "25,5" in EN
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(v);
    return m ? `${m[1]}.${(m[2] ?? '').padEnd(2, '0')}` : '';
  }
  /** Cents of a typed or API amount (0 when it is none). */
  const cents = (v) => {
    const d = decimalOf(v);
    return d ? Number(d.replace('.', '')) : 0;
  };
  /** An amount in cents as the stake field writes it ("1,00" in PT). */
  const stakeText = (c) => num(c / 100);
  /** The stake field's amount as the API takes it ("1.00"). */
  const stake = () => decimalOf($('bet').value);

  async function api(path, body) {
    const r = await fetch(`/provider/inhouse/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, ...body }),
    });
    if (!r.ok) {
      // A refusal the page has a text for (the seed pair changed meanwhile) is shown like the games' own refusals.
      const body = await r.json().catch(() => null);
      if (body && Object.hasOwn(ERRORS, body.message)) return { error: body.message };
      throw new Error(t('sessionExpired'));
    }
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
    // Fun money (a trial account's) is marked beside the balance, so it never reads as real money.
    if (fun && !$('funTag')) {
      const tag = document.createElement('span');
      tag.id = 'funTag';
      tag.className = 'fun-tag';
      tag.textContent = t('funMoney');
      $('bal').after(tag);
    }
    // Pages that show amounts before a round (a payout line) redraw them now that the currency is known.
    document.dispatchEvent(new Event('lumen:state'));
    $('hash').textContent = s.serverHash;
    $('client').value = s.clientSeed;
    $('nonce').textContent = s.nonce;
    if (s.limits)
      $('limits').textContent = t('limitsLine', {
        min: money(s.limits.minBet),
        max: money(s.limits.maxBet),
        win: money(s.limits.maxWin),
      });
    // The current pair's seed is still secret: the verification page shows its hash and when it is revealed.
    $('verify').href = verifyHref({ clientSeed: s.clientSeed, serverHash: s.serverHash });
  }

  const FAIR = `<section class="card"><h2 data-t="fairTitle"></h2>
<div class="mono"><span data-t="serverHashLabel"></span> <span id="hash"></span></div>
<div class="mono"><span data-t="nextNonceLabel"></span> <span id="nonce"></span></div>
<div class="mono" id="limits"></div>
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
        refresh(); // another rotation may have started a new pair
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

  // ---- Sound: short tones made by Web Audio (no files), off or on as the player last left it. ----
  const SOUND_KEY = 'lumen-sound';
  let soundOn = (() => {
    try {
      return localStorage.getItem(SOUND_KEY) !== 'off';
    } catch {
      return true;
    }
  })();
  let audio = null;
  const TONES = {
    bet: [[440, 0.05]],
    tick: [[880, 0.03]],
    win: [
      [523, 0.09],
      [659, 0.09],
      [784, 0.16],
    ],
    lose: [[196, 0.14]],
  };
  /** Plays a named cue (bet, tick, win, lose) when sound is on; the first one needs a tap first (browsers' rule). */
  function sound(name) {
    if (!soundOn || !TONES[name]) return;
    try {
      audio ??= new AudioContext();
      let at = audio.currentTime;
      for (const [freq, len] of TONES[name]) {
        const osc = audio.createOscillator();
        const gain = audio.createGain();
        osc.type = name === 'lose' ? 'sawtooth' : 'triangle';
        osc.frequency.value = freq;
        gain.gain.setValueAtTime(0.08, at);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + len);
        osc.connect(gain).connect(audio.destination);
        osc.start(at);
        osc.stop(at + len);
        at += len;
      }
    } catch {
      // No audio on this device: the game plays silently.
    }
  }

  // A speaker drawn inline (no emoji font needed); muted, a stroke crosses its waves out (game.css).
  const SPEAKER = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path class="waves" d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12"/><path class="cross" d="M16 9l6 6M22 9l-6 6"/></svg>`;

  /** The header's tools: the sound switch and the game's rules. */
  function wireTools() {
    const tools = $('tools');
    if (!tools) return;
    tools.className = 'tools';
    tools.innerHTML = `<button type="button" class="alt icon" id="sound" aria-pressed="${soundOn}">${SPEAKER}</button>
<a class="rules-link" id="ruleslink" target="_blank" data-t="rulesLink"></a>`;
    const show = () => {
      $('sound').classList.toggle('muted', !soundOn);
      $('sound').setAttribute('aria-label', t(soundOn ? 'soundOff' : 'soundOn'));
      $('sound').setAttribute('aria-pressed', String(soundOn));
    };
    $('sound').onclick = () => {
      soundOn = !soundOn;
      try {
        localStorage.setItem(SOUND_KEY, soundOn ? 'on' : 'off');
      } catch {}
      show();
    };
    $('ruleslink').href = `/provider/inhouse/rules?${new URLSearchParams({ lang, game })}`;
    show();
  }

  // ---- The stake: half, double and presets, in the brand's money (two decimals). ----
  const PRESETS = ['0.50', '1.00', '5.00', '10.00'];
  const setBet = (c) => {
    $('bet').value = stakeText(Math.max(1, c));
    $('bet').dispatchEvent(new Event('input'));
  };
  function wireBetTools() {
    const tools = $('bettools');
    if (!tools) return;
    tools.className = 'bettools';
    tools.innerHTML = `<button type="button" class="alt chip" id="half" aria-keyshortcuts="h">½</button><button type="button" class="alt chip" id="double" aria-keyshortcuts="d">2×</button>${PRESETS.map((p) => `<button type="button" class="alt chip preset" data-v="${p}">${stakeText(cents(p))}</button>`).join('')}`;
    $('half').setAttribute('aria-label', t('halfBet'));
    $('double').setAttribute('aria-label', t('doubleBet'));
    $('half').onclick = () => setBet(Math.floor(cents($('bet').value) / 2));
    $('double').onclick = () => setBet(cents($('bet').value) * 2);
    for (const b of tools.querySelectorAll('.preset')) b.onclick = () => setBet(cents(b.dataset.v));
  }

  // ---- Autoplay: a number of rounds, stopping on a win above or a loss above what the player set. ----
  const AUTO = `<details class="card auto"><summary data-t="autoplay"></summary><div class="row">
<label><span data-t="autoRounds"></span><input id="autoRounds" type="number" min="1" max="1000" value="10"></label>
<label><span data-t="autoStopWin"></span><input id="autoWin" inputmode="decimal" placeholder="—"></label>
<label><span data-t="autoStopLoss"></span><input id="autoLoss" inputmode="decimal" placeholder="—"></label>
<button type="button" class="alt" id="autoGo" aria-keyshortcuts="a"></button><span id="autoLeft" class="mono" aria-live="polite"></span></div></details>`;
  let running = false; // one round at a time, by hand or by autoplay
  let autoStop = null; // set while autoplay runs: a function that stops it after the current round

  /** Plays one round through the page's `play`; returns its { bet, payout } or null when refused or failed. */
  async function once(play) {
    if (running) return null;
    running = true;
    $('play').disabled = true;
    $('msg').textContent = '';
    try {
      return await play();
    } catch (e) {
      $('msg').textContent = e.message;
      return null;
    } finally {
      running = false;
      $('play').disabled = false;
    }
  }

  function wireAuto(play) {
    const box = $('auto');
    if (!box) return;
    box.innerHTML = AUTO;
    const button = $('autoGo');
    const label = () => {
      button.textContent = t(autoStop ? 'autoStop' : 'autoStart');
    };
    button.onclick = async () => {
      if (autoStop) return autoStop();
      const rounds = Math.min(1000, Math.max(1, Number($('autoRounds').value) || 0));
      const winAbove = $('autoWin').value ? cents($('autoWin').value) : null;
      const lossAbove = $('autoLoss').value ? cents($('autoLoss').value) : null;
      let stopped = false;
      autoStop = () => {
        stopped = true;
      };
      label();
      let net = 0; // the autoplay's result so far, in cents
      for (let left = rounds; left > 0 && !stopped; left--) {
        $('autoLeft').textContent = t('autoLeft', { n: left });
        const r = await once(play);
        if (!r) break;
        const won = cents(r.payout);
        net += won - cents(r.bet);
        if (winAbove !== null && won > winAbove) break;
        if (lossAbove !== null && -net > lossAbove) break;
        await new Promise((go) => setTimeout(go, 250));
      }
      autoStop = null;
      $('autoLeft').textContent = '';
      label();
    };
    label();
  }

  /** Desktop keys: Space plays, H halves, D doubles the stake, A starts or stops autoplay (never while typing). */
  function wireKeys(play) {
    document.addEventListener('keydown', (e) => {
      if (e.target.closest?.('input, select, textarea, button, a') || e.ctrlKey || e.metaKey || e.altKey) return;
      const key = e.key.toLowerCase();
      if (key === ' ') {
        e.preventDefault();
        once(play);
      } else if (key === 'h') $('half')?.click();
      else if (key === 'd') $('double')?.click();
      else if (key === 'a') $('autoGo')?.click();
    });
  }

  /**
   * A game page's start: its texts, the provably fair section, then the balance and seeds. A page that passes its
   * `play` (one round, answering { bet, payout } or null) gets the studio's controls: the play button and Space,
   * stake tools, autoplay, sound and rules.
   */
  function startGame(kind, options = {}) {
    game = kind;
    $('fair').innerHTML = FAIR;
    wireTools();
    if (options.play) {
      wireBetTools();
      wireAuto(options.play);
      wireKeys(options.play);
      $('play').onclick = () => once(options.play);
      $('play').setAttribute('aria-keyshortcuts', 'Space');
    }
    translate();
    // The stake field's first amount in the brand's format ("1,00" in PT), as every later one is written.
    // A list of stakes (the slot's) keeps the API's amounts as its values and shows them in the brand's format.
    const bet = $('bet');
    if (bet?.tagName === 'SELECT')
      for (const o of bet.options) {
        o.setAttribute('value', o.value);
        o.textContent = stakeText(cents(o.value));
      }
    else if (bet && !bet.readOnly && bet.value) bet.value = stakeText(cents(bet.value));
    $('verify').href = verifyHref({});
    wireFair();
    refresh().catch((e) => {
      $('msg').textContent = e.message;
    });
  }

  /** What a refused play says: a stake below a minimum or above the table's maximum names that stake. */
  const refusal = (r) =>
    r.error === 'BET_TOO_SMALL'
      ? t('minStake', { amount: money(r.minStake) })
      : r.error === 'BET_TOO_LARGE'
        ? t('maxStake', { amount: money(r.maxStake) })
        : errorText(r.error);

  window.Lumen = {
    lang,
    qs,
    t,
    errorText,
    refusal,
    $,
    esc,
    translate,
    money,
    num,
    decimalOf,
    cents,
    stake,
    stakeText,
    setBet,
    moneyFormat,
    api,
    rules,
    log,
    sound,
    betTools: wireBetTools,
    startGame,
  };
})();
