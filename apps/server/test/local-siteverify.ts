import http from 'node:http';

/**
 * A local siteverify service for tests, speaking the protocol Turnstile, hCaptcha and reCAPTCHA share: a form POST
 * of secret, response and remoteip, answered with `success`. Tokens starting with `good-` pass under `secret`.
 * `/broken` answers 500 and `/stringly` answers `success: "true"`, which must not count.
 */
export async function startSiteverify(secret: string) {
  const calls: Array<{ path: string; contentType: string; form: Record<string, string> }> = [];
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const form = Object.fromEntries(new URLSearchParams(body));
    calls.push({ path: req.url ?? '', contentType: String(req.headers['content-type']), form });
    if (req.url === '/broken') {
      res.writeHead(500);
      return res.end('{"success":true}');
    }
    const good = req.method === 'POST' && form.secret === secret && /^good-/.test(form.response ?? '');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        req.url === '/stringly'
          ? { success: 'true' }
          : { success: good, ...(good ? {} : { 'error-codes': ['invalid-input-response'] }) },
      ),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const addr = server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  return { base, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}
