import { pageStateElementId, type PageState } from '#contracts/page-renderer.ts';

let read: PageState | null | undefined;

/**
 * The state the server rendered this page from (decision 044), or undefined on a page the
 * server did not render (the back office, or the Vite dev server).
 */
export function pageState(): PageState | undefined {
  if (read === undefined) {
    const text = document.getElementById(pageStateElementId)?.textContent;
    read = text ? (JSON.parse(text) as PageState) : null;
  }
  return read ?? undefined;
}
