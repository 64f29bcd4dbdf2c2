// The demo provider's game page: a bet on one of the kind's choices, settled by the provider's server through the
// signed wallet API. The page knows only its launch ticket; money is shown in the brand's format (data-money).
const main = document.querySelector('main');
const ticket = new URLSearchParams(location.search).get('ticket');
const $ = (id) => document.getElementById(id);
const format = new Intl.NumberFormat(main.dataset.locale, JSON.parse(main.dataset.money));
const money = (v) => (v == null ? '—' : format.format(String(v)));
const buttons = () => document.querySelectorAll('button');

async function call(path, body) {
  const r = await fetch(`/provider/demo/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ticket, ...body }),
  });
  return r.json();
}

call('balance', {}).then((r) => {
  $('bal').textContent = money(r.balance);
});

for (const b of document.querySelectorAll('button[data-c]')) {
  b.onclick = async () => {
    for (const x of buttons()) x.disabled = true;
    try {
      const r = await call('play', { kind: main.dataset.kind, choice: b.dataset.c, stake: $('stake').value });
      if (r.error) {
        $('out').textContent = r.error === 'INSUFFICIENT_FUNDS' ? 'Not enough balance' : r.error;
        return;
      }
      const won = Number(r.payout) > 0;
      $('out').className = `out ${won ? 'win' : 'loss'}`;
      $('out').textContent = `${r.text} — ${won ? `won ${money(r.payout)}` : 'no win'}`;
      $('bal').textContent = money(r.balance);
    } finally {
      for (const x of buttons()) x.disabled = false;
    }
  };
}
