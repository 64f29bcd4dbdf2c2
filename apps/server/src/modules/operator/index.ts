/** The operator module's public face: the console's permission check and the money queues' counts. */
export { requireConsole } from './guard.ts';
export { pendingCounts } from './queue-repo.ts';
