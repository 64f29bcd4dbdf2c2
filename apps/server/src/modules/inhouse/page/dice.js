// Lumen Dice: roll 0.00-99.99, win under the target; the house edge comes from the server's rules.
(() => {
  const { $, t, errorText, money, api, rules, log, startGame } = window.Lumen;
  let edge = null; // percent, once the rules are loaded

  function info() {
    const target = Number($('target').value);
    const pays = edge == null ? '…' : (Math.floor(((100 - edge) * 10000) / target) / 10000).toFixed(4);
    $('payinfo').textContent = t('chance', { chance: target, mult: pays });
  }
  $('target').oninput = info;

  $('play').onclick = async () => {
    $('play').disabled = true;
    $('msg').textContent = '';
    try {
      const r = await api('dice', { bet: $('bet').value, target: Number($('target').value) });
      if (r.error) {
        $('msg').textContent = errorText(r.error);
        return;
      }
      $('roll').textContent = r.roll.toFixed(2);
      $('roll').className = `dice ${r.win ? 'win' : 'loss'}`;
      $('bal').textContent = money(r.balance);
      $('msg').textContent = r.win ? t('won', { amount: money(r.payout) }) : t('noWin');
      log({
        nonce: r.nonce,
        text: t('rolled', { roll: r.roll.toFixed(2), target: $('target').value }),
        payout: r.payout,
      });
      $('nonce').textContent = r.nonce + 1;
    } catch (e) {
      $('msg').textContent = e.message;
    } finally {
      $('play').disabled = false;
    }
  };

  startGame('dice');
  info();
  rules()
    .then((all) => {
      edge = all.dice.edge;
      info();
    })
    .catch(() => undefined); // the payout line keeps '…'; rounds are decided by the server anyway
})();
