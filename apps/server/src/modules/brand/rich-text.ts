import sanitizeHtml from 'sanitize-html';

/**
 * Brand-authored rich text (announcements, help articles) as it may be stored: the editor's formatting and links
 * only. Scripts, event handlers, styles, frames and javascript: links are removed; links open in a new tab.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export const cleanHtml = (html: string): string => sanitizeHtml(html, options).trim();

/** Every language's text cleaned; languages left empty are dropped. */
export const cleanLocalizedHtml = (text: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(text)
      .map(([k, v]) => [k, cleanHtml(v ?? '')] as const)
      .filter(([, v]) => v.length > 0),
  );

/** Plain text per language (titles): trimmed, empty ones dropped. Rendered as text by the portal, never as HTML. */
export const cleanLocalizedText = (text: Partial<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(text)
      .map(([k, v]) => [k, (v ?? '').trim()] as const)
      .filter(([, v]) => v.length > 0),
  );
