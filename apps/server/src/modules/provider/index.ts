/** The seamless-wallet API's public face: launch tickets, and the signed client a game provider calls it with. */

// The one definition of the period's round figures (bets, wins, GGR, valid bets, active players) and its clock.
export { type RoundDay, type RoundFigures, roundFigures, settledOn } from './figures-repo.ts';
export { providerSecret, walletClient } from './signing.ts';
export { issueTicket, providerOfEngine, ticketBrand } from './tickets.ts';
