/** The points system's public face: what other modules may use. */
export { advanceCursor, claimCursor, OVERLAP } from './cursor-repo.ts';
export { creditPoints, POINTS_HOUSE } from './earn.ts';
export { type Programme, programmeOf } from './programme.ts';
export { pointsMember } from './routes.ts';
