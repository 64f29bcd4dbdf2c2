// Recomputes a round from its seeds and nonce, as the server's RoundRandom (packages/contracts/src/fair.ts) draws it.
(() => {
  const { $, t, qs, rules, translate } = window.Lumen;
  const enc = new TextEncoder();

  async function sha(s) {
    const digest = await crypto.subtle.digest('SHA-256', enc.encode(s));
    return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }

  /** HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`) as 32-bit words; unbiased integers and picks. */
  function rng(server, client, nonce) {
    let cursor = 0;
    const words = [];
    let key = null;
    async function word() {
      if (!words.length) {
        if (!key) {
          const algo = { name: 'HMAC', hash: 'SHA-256' };
          key = await crypto.subtle.importKey('raw', enc.encode(server), algo, false, ['sign']);
        }
        const bytes = await crypto.subtle.sign('HMAC', key, enc.encode(`${client}:${nonce}:${cursor++}`));
        const view = new DataView(bytes);
        for (let i = 0; i < 32; i += 4) words.push(view.getUint32(i));
      }
      return words.shift();
    }
    return {
      async int(n) {
        const limit = 2 ** 32 - (2 ** 32 % n);
        for (;;) {
          const w = await word();
          if (w < limit) return w % n;
        }
      },
      async pick(count, n) {
        const pool = [...Array(n).keys()];
        for (let i = 0; i < count; i++) {
          const j = i + (await this.int(n - i));
          [pool[i], pool[j]] = [pool[j], pool[i]];
        }
        return pool.slice(0, count);
      },
    };
  }

  /** An outcome's value as a line: plain lists joined, nested ones (a slot's spins) as JSON. */
  const shown = (value) =>
    Array.isArray(value) && value.every((v) => typeof v !== 'object')
      ? value.join(', ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

  /** A crash round is checked from its revealed hash and its chain's salt (no seed pair: one round for everyone). */
  async function verifyCrash() {
    const { hash = '', salt = '' } = JSON.parse($('params').value || '{}');
    const point = await window.LumenCrash.crashPoint(String(hash), String(salt));
    $('out').className = 'mono lines';
    $('out').textContent = [
      `crashPoint: ${(point / 100).toFixed(2)}x`,
      `previousHash: ${await window.LumenCrash.previousHash(String(hash))}`,
    ].join('\n');
  }

  async function verify() {
    if ($('game').value === 'crash') return verifyCrash();
    const server = $('server').value;
    const given = $('hash').value.trim().toLowerCase();
    const out = $('out');
    out.className = 'mono lines';
    if (!server) {
      out.textContent = given ? `${t('hashLine', { hash: given })}\n${t('seedHidden')}` : t('enterSeed');
      return;
    }
    const hash = await sha(server);
    const lines = [t('hashLine', { hash })];
    if (given) {
      lines.push(hash === given ? t('hashMatch') : t('hashMismatch'));
      out.classList.add(hash === given ? 'win' : 'loss');
    }
    const r = rng(server, $('client').value, Number($('nonce').value));
    const game = $('game').value;
    if (game === 'slot') {
      const { strip, symbols } = (await rules()).slot;
      const stops = [];
      for (let i = 0; i < 5; i++) stops.push(await r.int(strip.length));
      lines.push(t('reelStops', { stops: stops.join(', ') }));
      lines.push(t('middleRow', { row: stops.map((x) => symbols[strip[(x + 1) % strip.length]]).join(' ') }));
    } else if (game === 'dice') {
      lines.push(t('rollLine', { roll: ((await r.int(10000)) / 100).toFixed(2) }));
    } else if (window.LumenOutcomes?.[game]) {
      // An instant original: its outcome from the same draws, with the choices the round was played with.
      const outcome = await window.LumenOutcomes[game](r, JSON.parse($('params').value || '{}'));
      for (const [key, value] of Object.entries(outcome)) lines.push(`${key}: ${shown(value)}`);
    } else {
      const mines = await r.pick(Number($('mines').value), 25);
      lines.push(
        t('minesLine', {
          tiles: mines
            .sort((a, b) => a - b)
            .map((x) => x + 1)
            .join(', '),
        }),
      );
    }
    out.textContent = lines.join('\n');
  }

  translate();
  // Prefilled from the address (a game's link, a betting record): game, serverSeed, clientSeed, nonce, mines, serverHash.
  if ([...$('game').options].some((o) => o.value === qs.get('game'))) $('game').value = qs.get('game');
  // The choices field is for the instant originals; the mines count for Mines.
  const shape = () => {
    $('paramsBox').hidden = !window.LumenOutcomes?.[$('game').value] && $('game').value !== 'crash';
    $('mines').closest('label').hidden = $('game').value !== 'mines';
  };
  $('game').onchange = shape;
  const fields = {
    serverSeed: 'server',
    clientSeed: 'client',
    nonce: 'nonce',
    mines: 'mines',
    serverHash: 'hash',
    params: 'params',
  };
  for (const [param, id] of Object.entries(fields)) if (qs.has(param)) $(id).value = qs.get(param);
  shape();
  $('go').onclick = () =>
    verify().catch((e) => {
      $('out').textContent = e.message;
    });
  // With a seed the round is verified at once. With only a hash, a seed revealed since (by a rotation) is fetched;
  // until then the page says when it will be.
  const start = async () => {
    const hash = (qs.get('serverHash') ?? '').toLowerCase();
    if (!qs.get('serverSeed') && /^[0-9a-f]{64}$/.test(hash)) {
      const r = await fetch(`/provider/inhouse/api/seed?hash=${hash}`).then((res) => (res.ok ? res.json() : {}));
      if (r.serverSeed) $('server').value = r.serverSeed;
    }
    if (qs.get('serverSeed') || hash) $('go').click();
  };
  start().catch(() => $('go').click());
})();
