import DOMPurify from 'dompurify';

/** Paytrail's terms are HTML with a link: keep only text and links, opened safely. */
export function sanitizeTerms(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['a'],
    ALLOWED_ATTR: ['href', 'target'],
  });
  return clean.replace(/<a /g, '<a rel="noopener noreferrer" ');
}
