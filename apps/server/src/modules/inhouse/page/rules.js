// A game's rules page (?game=<kind>&lang=): its rules in the page's language and the RTP the server publishes.
(() => {
  const { $, t, qs, lang, num, rules, translate } = window.Lumen;
  const game = String(qs.get('game') ?? '');
  const Kind = game.charAt(0).toUpperCase() + game.slice(1);
  translate();
  if (!/^[a-z]+$/.test(game)) return;
  $('title').textContent = `${t(`${game}Title`)} · ${t('rulesTitle')}`;
  document.title = $('title').textContent;
  $('rules').textContent = t(`rules${Kind}`);
  $('verifylink').href = `/provider/inhouse/verify?${new URLSearchParams({ lang, game })}`;
  // Published RTP: one figure, or one per mode (a game may state several, e.g. per risk level).
  const percent = (x) => num(x * 100, 0, 2);
  rules()
    .then((all) => {
      const r = all[game] ?? {};
      const rtp =
        typeof r.rtp === 'number' ? r.rtp : game === 'dice' ? 1 - r.edge / 100 : game === 'mines' ? 0.99 : null;
      if (rtp !== null) $('rtp').textContent = t('rtpLine', { rtp: percent(rtp) });
      else if (r.rtp && typeof r.rtp === 'object') {
        const figures = Object.values(r.rtp).flatMap((v) => (typeof v === 'number' ? [v] : Object.values(v)));
        const low = Math.min(...figures);
        const high = Math.max(...figures);
        $('rtp').textContent = t('rtpLine', { rtp: low === high ? percent(low) : `${percent(low)}–${percent(high)}` });
      }
    })
    .catch(() => undefined);
})();
