/** The inbox's public face: what other modules may use. */
export { type InboxEvent, notify } from './service.ts';
