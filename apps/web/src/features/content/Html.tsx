import DOMPurify from 'dompurify';

/** Brand-authored HTML (announcements, help), sanitized before it reaches the page. */
export function Html({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify on the line itself
  return <div className={className} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
