import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A payment gateway adapter: where to send the payer, and how to check the gateway's callback. The sandbox gateway
 * that ships with the project implements it; a real gateway is another implementation beside it.
 */
export interface PaymentGateway {
  readonly code: string;
  payUrl(ref: string, origin: string): string;
  /** Verifies a callback; returns the paid reference and amount (minor units) or null when the signature fails. */
  verifyCallback(body: { ref: string; amount: string; status: string; ts: number }, signature: string): boolean;
}

export const sandboxSigningString = (b: { ref: string; amount: string; status: string; ts: number }) =>
  `${b.ref}|${b.amount}|${b.status}|${b.ts}`;

export class SandboxGateway implements PaymentGateway {
  readonly code = 'sandbox';
  private readonly secret: string;
  constructor(secret: string) {
    this.secret = secret;
  }
  sign(body: { ref: string; amount: string; status: string; ts: number }): string {
    return createHmac('sha256', this.secret).update(sandboxSigningString(body)).digest('hex');
  }
  payUrl(ref: string, origin: string) {
    return `${origin}/gateway/sandbox/pay/${ref}`;
  }
  verifyCallback(body: { ref: string; amount: string; status: string; ts: number }, signature: string) {
    const expected = this.sign(body);
    return (
      signature.length === expected.length &&
      timingSafeEqual(Buffer.from(signature), Buffer.from(expected)) &&
      Math.abs(Date.now() - body.ts) < 10 * 60_000
    );
  }
}
