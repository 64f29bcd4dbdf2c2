/** The raffles' public face: the house account pools are funded from and the demo events. */
export { raffleHouse } from './console.ts';
export { seedRaffles } from './seed.ts';
