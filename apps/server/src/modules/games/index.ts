/** The games' public face: the demo catalogue's titles (the art draws them). */
export { titleOf } from './demo-titles.ts';
