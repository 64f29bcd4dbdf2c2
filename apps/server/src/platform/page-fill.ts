/**
 * A page template with each `{{name}}` replaced by `values[name]`, in one pass (names it is not given stay as they
 * are). Each value goes in as it is: no `$&`, `$'`, `` $` `` or `$$` read as a replacement pattern (a brand's name may
 * hold one), and no `{{name}}` inside a value filled in turn. Values are HTML the caller already escaped.
 */
export const fillPage = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );

/** The template's `<html lang="en">` set to `lang` (already escaped), as it is. */
export const withHtmlLang = (template: string, lang: string): string =>
  template.replace('<html lang="en">', () => `<html lang="${lang}">`);
