/** The missions' public face: what other modules may use. */
export { progressMissions } from './progress.ts';
