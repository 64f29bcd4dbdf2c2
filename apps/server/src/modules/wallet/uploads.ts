import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { walletRepo } from './repo.ts';

export const MAX_PROOFS = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

/** Proof images arrive as data URLs; only real PNG or JPEG bytes (by signature), at most 5 MB each, at most 3. */
export function decodeProofs(list: string[]): Array<{ mime: 'image/png' | 'image/jpeg'; bytes: Buffer }> {
  if (list.length > MAX_PROOFS) throw new AppError('proof_invalid', 'too many images', { reason: 'count' });
  return list.map((dataUrl) => {
    const m = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
    if (!m) throw new AppError('proof_invalid', 'not an image', { reason: 'type' });
    const bytes = Buffer.from(m[2] ?? '', 'base64');
    if (bytes.length > MAX_PROOF_BYTES) throw new AppError('proof_invalid', 'too large', { reason: 'size' });
    const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const jpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
    if (!png && !jpg) throw new AppError('proof_invalid', 'not png or jpg', { reason: 'type' });
    return { mime: png ? 'image/png' : 'image/jpeg', bytes };
  });
}

export async function storeProofs(db: Db, memberId: number, proofs: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const p of decodeProofs(proofs)) {
    ids.push(await walletRepo.insertUpload(db, memberId, p));
  }
  return ids;
}

/** A stored proof image with its owner, or null; who may see it is the caller's rule. */
export const proofImage = (db: Db, id: number) => walletRepo.upload(db, id);
