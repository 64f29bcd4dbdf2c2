// Lumen Keno: pick 1-10 of 40 numbers; the round draws 10, shown one after another, and pays by the hits.
(() => {
  const { $, t, refusal, money, num, api, rules, log, sound, startGame, stake } = window.Lumen;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  const NUMBERS = 40;
  const MAX = 10;
  let picks = []; // in the order picked
  let tables = null; // paytable by risk and pick count (hundredths), once the rules are loaded
  let minStake = {};
  let busy = false; // a round is being drawn: the board waits

  const shown = (m) => `${m % 100 === 0 ? m / 100 : num(m / 100)}x`;
  const cells = () => $('board').children;
  const cell = (n) => cells()[n - 1];
  const sleep = (ms) => new Promise((go) => setTimeout(go, ms));

  function board() {
    $('board').setAttribute('aria-label', t('kenoBoard'));
    $('board').innerHTML = Array.from(
      { length: NUMBERS },
      (_, i) =>
        `<button type="button" class="keno-cell" data-n="${i + 1}" aria-pressed="false" aria-label="${t('kenoNumber', { n: i + 1 })}">${i + 1}</button>`,
    ).join('');
    $('board').onclick = (e) => {
      const b = e.target.closest('.keno-cell');
      if (b) toggle(Number(b.dataset.n));
    };
  }

  /** Clears the last round's draw from the board (the picks stay). */
  function unmark() {
    for (const c of cells()) c.classList.remove('drawn', 'hit');
    for (const s of $('pay').children) s.classList.remove('on', 'won');
    $('result').hidden = true;
  }

  function show() {
    for (const c of cells()) c.setAttribute('aria-pressed', String(picks.includes(Number(c.dataset.n))));
    paytable();
  }

  function toggle(n) {
    if (busy) return;
    unmark();
    if (picks.includes(n)) picks = picks.filter((p) => p !== n);
    else if (picks.length < MAX) picks.push(n);
    else $('msg').textContent = t('kenoMax');
    show();
  }

  /** The paytable row of the pick count and risk: one slot per hit count. */
  function paytable() {
    const count = picks.length;
    const risk = $('risk').value;
    const row = tables?.[risk]?.[count];
    if (!count || !row) {
      $('pay').style.setProperty('--cols', '1');
      $('pay').style.setProperty('--half', '1');
      $('pay').innerHTML = `<li class="hint">${t(count ? 'kenoLoading' : 'kenoHint')}</li>`;
      $('payinfo').textContent = '';
      return;
    }
    // One column per hit count; two rows on narrow screens (keno.css).
    $('pay').style.setProperty('--cols', String(row.length));
    $('pay').style.setProperty('--half', String(Math.ceil(row.length / 2)));
    $('pay').innerHTML = row
      .map(
        (m, h) =>
          `<li class="keno-slot ${m ? '' : 'zero'}" aria-label="${t('kenoSlot', { hits: h, mult: shown(m) })}"><b aria-hidden="true">${shown(m)}</b><small aria-hidden="true">${h} ◆</small></li>`,
      )
      .join('');
    const min = minStake[risk]?.[count];
    const mins = min ? ` · ${t('minStake', { amount: money(min) })}` : '';
    $('payinfo').textContent = `${t('kenoPicked', { n: count, max: MAX })}${mins}`;
  }

  /** Marks the hit count reached so far on the paytable row. */
  function reach(hits, done) {
    const slots = $('pay').children;
    for (const s of slots) s.classList.remove('on', 'won');
    const slot = slots[hits];
    if (!slot?.classList.contains('keno-slot')) return;
    slot.classList.add('on');
    if (done && !slot.classList.contains('zero')) slot.classList.add('won');
  }

  /** Reveals the drawn numbers one after another (~100 ms each; at once under reduced motion). */
  async function reveal(drawn) {
    const chosen = new Set(picks);
    let hits = 0;
    for (const n of drawn) {
      const hit = chosen.has(n);
      if (hit) hits++;
      cell(n).classList.add(hit ? 'hit' : 'drawn');
      reach(hits, false);
      if (!reduced) {
        sound('tick');
        await sleep(100);
      }
    }
    reach(hits, true);
  }

  function randomPick() {
    if (busy) return;
    unmark();
    const count = picks.length || MAX;
    const pool = Array.from({ length: NUMBERS }, (_, i) => i + 1);
    const random = new Uint32Array(count);
    crypto.getRandomValues(random);
    picks = [];
    for (let i = 0; i < count; i++) {
      const j = i + (random[i] % (NUMBERS - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
      picks.push(pool[i]);
    }
    show();
  }

  async function play() {
    if (!picks.length) {
      $('msg').textContent = t('kenoPickFirst');
      return null;
    }
    const bet = stake();
    const risk = $('risk').value;
    const sent = [...picks];
    busy = true;
    $('risk').disabled = true;
    try {
      unmark();
      sound('bet');
      const r = await api('keno', { bet, picks: sent, risk });
      if (r.error) {
        $('msg').textContent = refusal(r);
        return null;
      }
      const { drawn, hits, multiplier } = r.outcome;
      await reveal(drawn);
      if (r.balance !== undefined) $('bal').textContent = money(r.balance);
      const won = Number(r.payout) > 0;
      if (won) {
        $('resultMult').textContent = shown(multiplier);
        $('resultPay').textContent = money(r.payout);
        $('result').hidden = false;
      }
      $('msg').textContent = won ? t('won', { amount: money(r.payout) }) : t('noWin');
      sound(won ? 'win' : 'lose');
      log({
        nonce: r.nonce,
        text: t('kenoLog', { hits: hits.length, picks: sent.length, mult: shown(multiplier) }),
        payout: r.payout,
      });
      $('nonce').textContent = r.nonce + 1;
      return { bet, payout: r.payout };
    } finally {
      busy = false;
      $('risk').disabled = false;
    }
  }

  board();
  $('risk').onchange = () => {
    unmark();
    paytable();
  };
  $('random').onclick = randomPick;
  $('clear').onclick = () => {
    if (busy) return;
    unmark();
    picks = [];
    show();
  };
  startGame('keno', { play });
  show();
  rules()
    .then((all) => {
      tables = all.keno.paytable;
      minStake = all.keno.minStake;
      show();
    })
    .catch(() => undefined); // no paytable row without the rules; the server decides and pays the round anyway
})();
