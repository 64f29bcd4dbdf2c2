/** The inbox's public face: what other modules may use. */

export { default as inboxRoutes } from './routes.ts';
export { type InboxEvent, notify } from './service.ts';
