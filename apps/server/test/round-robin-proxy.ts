import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small HTTP proxy in front of several local instances, sending each new request to the next one in turn (as a
 * load balancer with round-robin does). Answers 502 when an instance cannot be reached. Resolves once listening.
 */
export async function roundRobinProxy(ports: number[]): Promise<{ server: Server; base: string }> {
  let turn = 0;
  const server = createServer((req, res) => {
    const port = ports[turn++ % ports.length];
    const upstream = request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
