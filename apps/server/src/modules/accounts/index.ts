/** The accounts' public face: what other modules may use. */
export {
  createDownline,
  type DownlineFields,
  renewInitialPassword,
  SUB_AGENT_TYPE,
  tellInitialPassword,
} from './downline.ts';
export { type OutboxMessage, outboxMessages } from './outbox.ts';
export { DEFAULT_INITIAL_PASSWORD } from './rules.ts';
