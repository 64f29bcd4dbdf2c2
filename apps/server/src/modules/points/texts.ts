import type { Row } from '../../db/rows.ts';

export const LANGUAGES = ['pt', 'en', 'cn', 'id', 'th', 'vi'] as const;

/** A text in the reader's language, else the brand's default, else English, else any. */
export function pick<T>(texts: Record<string, T> | null | undefined, lang: string, fallback: string): T | undefined {
  if (!texts) return undefined;
  return texts[lang] ?? texts[fallback] ?? texts.en ?? Object.values(texts)[0];
}

export const itemName = (row: Row, lang: string, fallback: string, column = 'texts') =>
  pick(row[column] as Record<string, { name: string }> | null, lang, fallback)?.name ?? null;
