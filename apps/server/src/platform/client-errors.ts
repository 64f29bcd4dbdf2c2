import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from './envelope.ts';

/**
 * Requests refused before they reach a route still get the envelope, with their own status: a path parameter longer
 * than the router takes (414), a malformed URL (400), and, from Node's HTTP parser, headers too large (431), a
 * timeout (408) or a malformed request (400).
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply.status(status).send(fail('bad_request', { reason: err.code }));
}

const parserStatus = (code: string | undefined) =>
  code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;

/** Node's 'clientError': the request never became a request, so the answer is written to the socket directly. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = parserStatus(err.code);
  const body = JSON.stringify(fail('bad_request', { reason: err.code ?? 'client_error' }));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(err);
}
