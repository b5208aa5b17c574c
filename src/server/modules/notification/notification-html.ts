import sanitizeHtml from 'sanitize-html';
import { notificationHtml } from '#contracts/notification.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...notificationHtml.tags],
  allowedAttributes: { a: [...notificationHtml.attributes.a] },
  allowedSchemes: [...notificationHtml.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Scripts, styles and the like go with their content; other unknown tags keep their text.
  disallowedTagsMode: 'discard',
};

/**
 * The second pass, over HTML whose links are already safe: each link left opens in a new
 * tab without a handle on the page that opened it; an anchor without href is just text.
 */
const linkOptions: sanitizeHtml.IOptions = {
  ...options,
  // A renamed tag must be allowed here: sanitize-html mislabels the closing tags that follow a
  // renamed tag it then discards. The third pass (`options` again) drops the spans.
  allowedTags: [...notificationHtml.tags, 'span'],
  transformTags: {
    a: (tagName, { href }): sanitizeHtml.Tag =>
      href
        ? {
            tagName,
            attribs: { href, target: notificationHtml.linkTarget, rel: notificationHtml.linkRel },
          }
        : { tagName: 'span', attribs: {} },
  },
};

/**
 * extra_info as stored (decision 026: sanitised on the way in): only the tags of the
 * allow-list, no event handlers, no javascript: or data: URLs. Nothing left but white
 * space means no popup (null).
 */
export function sanitizeExtraInfo(html: string | null): string | null {
  if (html === null) return null;
  const safe = sanitizeHtml(html, options);
  const clean = sanitizeHtml(sanitizeHtml(safe, linkOptions), options).trim();
  return clean === '' ? null : clean;
}
