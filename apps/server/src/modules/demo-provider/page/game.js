// The demo provider's game page: a bet on one of the kind's choices, settled by the provider's server through the
// signed wallet API. The page knows only its launch ticket; money is shown in the brand's format (data-money).
const main = document.querySelector('main');
const ticket = new URLSearchParams(location.search).get('ticket');
const $ = (id) => document.getElementById(id);
const format = new Intl.NumberFormat(main.dataset.locale, JSON.parse(main.dataset.money));
const money = (v) => (v == null ? '—' : format.format(String(v)));
// The page's words in the launch's language (the server picks them): labels, choices and how an outcome reads.
const texts = JSON.parse(main.dataset.texts);
const fill = (template, values) => template.replace(/\{(\w+)\}/g, (_, k) => values[k] ?? '');
/** A round's outcome as the page's language says it; the provider's own text where it has no phrase for it. */
function phrase(r) {
  const says = r.says;
  if (!says) return r.text;
  const values = Object.fromEntries(Object.entries(says.values ?? {}).map(([k, v]) => [k, texts.words[v] ?? v]));
  return says.key === 'reels' ? values.reels : fill(texts.outcome[says.key] ?? r.text, values);
}
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
        $('out').textContent = r.error === 'INSUFFICIENT_FUNDS' ? texts.notEnough : r.error;
        return;
      }
      const won = Number(r.payout) > 0;
      $('out').className = `out ${won ? 'win' : 'loss'}`;
      $('out').textContent = `${phrase(r)} — ${won ? fill(texts.won, { amount: money(r.payout) }) : texts.noWin}`;
      $('bal').textContent = money(r.balance);
    } finally {
      for (const x of buttons()) x.disabled = false;
    }
  };
}
