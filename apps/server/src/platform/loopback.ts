import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A request from this machine itself: judged by the socket's own remote address, never by X-Forwarded-For (which
 * anyone can send). A request that came through a proxy (it carries forwarding headers) is not, even when the proxy
 * runs on this machine and so connects from loopback.
 */
export function fromThisMachine(req: FastifyRequest): boolean {
  const address = req.raw.socket?.remoteAddress ?? '';
  return LOOPBACK.test(address) && FORWARDING_HEADERS.every((h) => req.headers[h] === undefined);
}
