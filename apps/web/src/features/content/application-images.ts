import { APPLICATION_IMAGES_MAX } from '../../shared/promotions/contract.ts';

/** The application's image rules (spec sections 5 and 9), checked before anything is read or sent. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export type ImageProblem = { kind: 'tooMany' } | { kind: 'tooBig' | 'wrongType' | 'unreadable'; name: string };

/** The first rule the chosen files break, given how many images the form already holds; null when all pass. */
export function checkImages(held: number, files: File[]): ImageProblem | null {
  if (held + files.length > APPLICATION_IMAGES_MAX) return { kind: 'tooMany' };
  for (const f of files) {
    if (!IMAGE_TYPES.includes(f.type)) return { kind: 'wrongType', name: f.name };
    if (f.size > IMAGE_MAX_BYTES) return { kind: 'tooBig', name: f.name };
  }
  return null;
}

/** The image as a data URL: the application sends its images inline (ZApplyBody). */
export const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });
