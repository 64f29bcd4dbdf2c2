// Lumen Crash's outcome, as the verification page recomputes it from a revealed round: the round's hash (64 hex
// characters) and its chain's public salt. HMAC-SHA256(key = the hash's 32 bytes, message = the salt): its first 52
// bits r give the crash point floor(99 * 2^52 / (2^52 - r)) hundredths, at least 100 (1.00x). `previousHash` is
// sha256 of the hash's bytes, which must equal the round before's hash (the chain's terminal hash for its first round).
window.LumenCrash = (() => {
  const bytes = (hex) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16));
  const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
  const subtle = (globalThis.crypto ?? window.crypto).subtle;
  const space = 2n ** 52n;
  async function crashPoint(hashHex, salt) {
    const key = await subtle.importKey('raw', bytes(hashHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = hex(await subtle.sign('HMAC', key, new TextEncoder().encode(salt)));
    const r = BigInt(`0x${mac.slice(0, 13)}`);
    const point = Number((99n * space) / (space - r));
    return Math.max(100, point);
  }
  const previousHash = async (hashHex) => hex(await subtle.digest('SHA-256', bytes(hashHex)));
  return { crashPoint, previousHash };
})();
