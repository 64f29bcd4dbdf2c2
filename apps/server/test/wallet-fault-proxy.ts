import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * What goes wrong with a wallet call on its way: `unreachable` answers 503 without passing the call on (the wallet
 * never saw it); `answer-lost` passes it on, lets the wallet do it, and answers 503 instead of its answer (the game
 * cannot know whether it was done).
 */
export type WalletFault = 'unreachable' | 'answer-lost';

/**
 * A proxy in front of the seamless-wallet API for the in-house games (their WALLET_API_URL): passes every call on to
 * the server under test unless a fault is set for its operation (bet, win, rollback, balance), and keeps every call it
 * saw with its body, so a test can count what a game or a job sent.
 */
export async function walletFaultProxy() {
  let target = 0;
  const faults = new Map<string, WalletFault>();
  const calls: Array<{ op: string; body: Record<string, unknown>; fault: WalletFault | null }> = [];
  const server = createServer((req, res) => {
    const op = (req.url ?? '').split('/').pop() ?? '';
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const fault = faults.get(op) ?? null;
      calls.push({ op, body: JSON.parse(raw.toString() || '{}'), fault });
      if (fault === 'unreachable') {
        res.writeHead(503).end();
        return;
      }
      const upstream = request(
        { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
        (r) => {
          const parts: Buffer[] = [];
          r.on('data', (c: Buffer) => parts.push(c));
          r.on('end', () => {
            if (fault === 'answer-lost') res.writeHead(503).end();
            else res.writeHead(r.statusCode ?? 502, r.headers).end(Buffer.concat(parts));
          });
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(raw);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The port of the server the calls go on to (known once it listens). */
    forwardTo: (port: number) => {
      target = port;
    },
    faults,
    calls,
    /** The calls of one operation whose transaction id is `txId`. */
    callsOf: (op: string, txId: string) => calls.filter((c) => c.op === op && c.body.txId === txId),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
