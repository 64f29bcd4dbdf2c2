import DOMPurify from 'dompurify';
import '../theme/brand-content.css';

/** Rich text as the portal shows it (the portal cleans it the same way before it reaches the page). */
export function RichPreview({ html, label }: { html: string; label: string }) {
  return (
    <section className="rich-preview" aria-label={label}>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify on the line itself */}
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
    </section>
  );
}
