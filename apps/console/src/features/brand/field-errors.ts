import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** The contract's own refusal words, as the console says them. */
const MESSAGES = new Map<string, string>([
  ['brand code', 'brands.err.code'],
  ['currency', 'brands.err.currency'],
  ['host name', 'brands.err.host'],
  ['colour', 'brands.err.colour'],
  ['contrast', 'brands.err.contrast'],
  ['default not offered', 'brands.err.defaultLang'],
  ['repeated', 'brands.err.repeated'],
  ['min above max', 'brands.err.minAboveMax'],
  ['thresholds must ascend', 'vip.err.ascend'],
  ['name', 'vip.err.name'],
]);

/**
 * A schema's refusals by field ("hosts.0", "light.brand"), the first one per field, in the operator's language.
 * `drop` leaves off leading path parts (the theme editor's paths start under "theme").
 */
export function fieldErrors(t: TFunction, issues: readonly z.core.$ZodIssue[], drop = 0): Map<string, string> {
  const out = new Map<string, string>();
  for (const i of issues) {
    const key = i.path.slice(drop).map(String).join('.');
    if (out.has(key)) continue;
    const own = MESSAGES.get(i.message) ?? (key === 'name' ? 'brands.err.name' : undefined);
    out.set(key, own ? t(own) : t(`form.${i.code}`, { defaultValue: t('form.invalid') }));
  }
  return out;
}

/** The errors under one field of a map, with the prefix taken off ("theme.light.brand" -> "light.brand"). */
export function under(errors: ReadonlyMap<string, string>, prefix: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of errors) if (k.startsWith(`${prefix}.`)) out.set(k.slice(prefix.length + 1), v);
  return out;
}
