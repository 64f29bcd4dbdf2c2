/** The seamless-wallet API's public face: launch tickets, and the signed client a game provider calls it with. */
export { providerSecret, walletClient } from './signing.ts';
export { issueTicket, providerOfEngine } from './tickets.ts';
