// Lumen Limbo: a drawn multiplier against the player's target; the counter climbs to it, green past the target.
(() => {
  const { $, t, refusal, money, num, api, rules, log, sound, startGame, stake } = window.Lumen;
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let minStake = {}; // by target in hundredths, for the common targets
  const targetHundredths = () => Math.round(Number($('target').value) * 100);
  const figure = (hundredths) => num(hundredths / 100);
  const shown = (hundredths) => `${figure(hundredths)}×`;

  /** The stage's figures for the chosen target and stake, and the target's minimum stake when it has one. */
  function info() {
    const target = targetHundredths();
    const valid = target >= 101 && target <= 1_000_000;
    $('statTarget').textContent = valid ? shown(target) : '—';
    $('statChance').textContent = valid ? `${num(9900 / target, 0, 4)}%` : '—';
    const staked = Number(stake()) || 0;
    $('statPayout').textContent = valid ? money(((staked * target) / 100).toFixed(2)) : '—';
    const min = minStake[target];
    $('payinfo').textContent = min && Number(min) > 0.01 ? t('minStake', { amount: money(min) }) : '';
  }
  $('target').oninput = info;
  $('bet').addEventListener('input', info);
  document.addEventListener('lumen:state', info);

  /** Counts the multiplier up from 1.00x to the drawn one, fast at first and slowing at the end (~0.7 s). */
  function climb(to) {
    const out = $('mult');
    out.className = 'limbo-mult';
    if (reduced) {
      out.textContent = shown(to);
      return Promise.resolve();
    }
    return new Promise((done) => {
      const start = performance.now();
      const from = Math.log(100);
      const end = Math.log(Math.max(to, 100));
      const step = (now) => {
        const k = Math.min(1, (now - start) / 700);
        const eased = 1 - (1 - k) ** 3;
        out.textContent = shown(k === 1 ? to : Math.round(Math.exp(from + (end - from) * eased)));
        if (k < 1) requestAnimationFrame(step);
        else done();
      };
      requestAnimationFrame(step);
    });
  }

  function remember(mult, win) {
    const chip = document.createElement('span');
    chip.className = `recent-chip ${win ? 'win' : 'loss'}`;
    chip.textContent = shown(mult);
    $('recent').prepend(chip);
    while ($('recent').children.length > 8) $('recent').lastChild.remove();
  }

  async function play() {
    const bet = stake();
    const target = targetHundredths();
    sound('bet');
    const r = await api('limbo', { bet, target });
    if (r.error) {
      $('msg').textContent = refusal(r);
      return null;
    }
    const { multiplier, win } = r.outcome;
    await climb(multiplier);
    $('mult').className = `limbo-mult pop ${win ? 'win' : 'loss'}`;
    remember(multiplier, win);
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    $('msg').textContent = win ? t('won', { amount: money(r.payout) }) : t('noWin');
    sound(win ? 'win' : 'lose');
    log({
      nonce: r.nonce,
      text: t('limboRolled', { mult: figure(multiplier), target: figure(target) }),
      payout: r.payout,
    });
    $('nonce').textContent = r.nonce + 1;
    return { bet, payout: r.payout };
  }

  startGame('limbo', { play });
  info();
  rules()
    .then((all) => {
      minStake = all.limbo.minStake;
      info();
    })
    .catch(() => undefined); // the line keeps its figures without the minimum; the server refuses below it anyway
})();
