import { createRequire } from 'node:module';

type Lookup = (ip: string) => { country: string } | null;
let lookup: Lookup | undefined;

/** Country of an IP from the GeoIP database shipped in `geoip-country`; loaded on first use (it is large). */
export function countryOfIp(ip: string): string {
  if (!lookup) {
    const require = createRequire(import.meta.url);
    lookup = (require('geoip-country') as { lookup: Lookup }).lookup;
  }
  return lookup(ip.replace(/^::ffff:/, ''))?.country ?? '';
}
