// Lumen Dice: roll 0.00-99.99, win under the target; the house edge comes from the server's rules.
(() => {
  const { $, t, refusal, money, num, api, rules, log, sound, startGame, stake } = window.Lumen;
  let edge = null; // percent, once the rules are loaded
  let minStake = {}; // by target

  function info() {
    const target = Number($('target').value);
    const pays = edge == null ? '…' : num(Math.floor(((100 - edge) * 10000) / target) / 10000, 2, 4);
    const min = minStake[target] ? ` · ${t('minStake', { amount: money(minStake[target]) })}` : '';
    $('payinfo').textContent = `${t('chance', { chance: target, mult: pays })}${min}`;
  }
  $('target').oninput = info;
  // The minimum stake is shown in the brand's money once the state answer names it.
  document.addEventListener('lumen:state', info);

  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
  /** Spins the shown roll through random figures for a moment before it lands on the server's. */
  function rollTo(value) {
    if (reduced) return Promise.resolve();
    return new Promise((done) => {
      const until = performance.now() + 450;
      const step = (now) => {
        if (now >= until) return done();
        $('roll').textContent = num(Math.random() * 100);
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    }).then(() => {
      $('roll').textContent = value;
    });
  }

  async function play() {
    const bet = stake();
    sound('bet');
    const r = await api('dice', { bet, target: Number($('target').value) });
    if (r.error) {
      $('msg').textContent = refusal(r);
      return null;
    }
    $('roll').className = 'dice';
    await rollTo(num(r.roll));
    $('roll').textContent = num(r.roll);
    $('roll').className = `dice pop ${r.win ? 'win' : 'loss'}`;
    if (r.balance !== undefined) $('bal').textContent = money(r.balance);
    $('msg').textContent = r.win ? t('won', { amount: money(r.payout) }) : t('noWin');
    sound(r.win ? 'win' : 'lose');
    log({
      nonce: r.nonce,
      text: t('rolled', { roll: num(r.roll), target: $('target').value }),
      payout: r.payout,
    });
    $('nonce').textContent = r.nonce + 1;
    return { bet, payout: r.payout };
  }

  startGame('dice', { play });
  $('roll').textContent = num(50);
  info();
  rules()
    .then((all) => {
      edge = all.dice.edge;
      minStake = all.dice.minStake;
      info();
    })
    .catch(() => undefined); // the payout line keeps '…'; rounds are decided by the server anyway
})();
