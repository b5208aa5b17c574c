import DOMPurify from 'dompurify';
import { notificationHtml } from '#contracts/notification.ts';

/** Web, mail and phone links, and relative ones (as the server's sanitize-html keeps). */
const allowedUri = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/**
 * extra_info as customers will see it: the server's allow-list (contracts/notification.ts)
 * applied in the browser, links opening in a new tab. The server sanitises again on save.
 */
export function previewHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...notificationHtml.tags],
    ALLOWED_ATTR: [...notificationHtml.attributes.a],
    ALLOWED_URI_REGEXP: allowedUri,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const link of fragment.querySelectorAll('a')) {
    if (link.getAttribute('href')) {
      link.setAttribute('target', notificationHtml.linkTarget);
      link.setAttribute('rel', notificationHtml.linkRel);
    } else {
      link.replaceWith(...link.childNodes); // as the server: an anchor without href is text
    }
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
