/** The missions' public face: what other modules may use. */

export { default as missionsModule } from './plugin.ts';
export { progressMissions } from './progress.ts';
