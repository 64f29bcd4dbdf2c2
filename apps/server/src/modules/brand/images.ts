import { AppError } from '../../platform/errors.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
type Mime = 'image/png' | 'image/jpeg' | 'image/webp';
export const extensionOf: Record<Mime, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };

/**
 * A banner image as the console sends it: a data URL of PNG, JPEG or WebP whose bytes really are that format (by
 * their signature, whatever the data URL claims), at most 2 MB. Anything else is refused with its reason.
 */
export function decodeImage(dataUrl: string): { mime: Mime; bytes: Buffer } {
  const m = /^data:image\/(png|jpeg|jpg|webp);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!m) throw new AppError('bad_request', 'not an image', { reason: 'image_type' });
  const bytes = Buffer.from(m[2] ?? '', 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('bad_request', 'too large', { reason: 'image_size' });
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp =
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  const mime: Mime | undefined = png ? 'image/png' : jpg ? 'image/jpeg' : webp ? 'image/webp' : undefined;
  if (!mime) throw new AppError('bad_request', 'not png, jpg or webp', { reason: 'image_type' });
  return { mime, bytes };
}
