import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page's heading is waited for: a lazy page's code, then its data. */
const longestWaitMs = 10_000;

/**
 * Focuses the `<h1>` inside the element `containerId` (made focusable with tabindex=-1),
 * and keeps it there while the page settles: a lazy page first shows its loader, whose
 * heading is then replaced by the page's own, which drops focus to `<body>`. Stops when
 * focus leaves the heading (the visitor moved on, or the page focused a field or a dialog
 * itself), or after `longestWaitMs`. Returns the way to stop early.
 */
export function focusHeadingWhenShown(containerId: string): () => void {
  let heading: HTMLElement | null = null;
  const focusHeading = () => {
    if (heading?.isConnected) {
      // Focus left the heading (a click, a Tab, a dialog): the page is the visitor's now.
      if (document.activeElement !== heading) stop();
      return;
    }
    // The heading focused was replaced; focus fell to <body> with it, unless it was moved.
    const active = document.activeElement;
    if (heading && active !== null && active !== document.body) return stop();
    const next = document.getElementById(containerId)?.querySelector<HTMLElement>('h1');
    if (!next) return;
    if (!next.hasAttribute('tabindex')) next.tabIndex = -1;
    // Scrolled into view as the browser does: a page left scrolled down shows its top.
    next.focus();
    heading = next;
  };
  const observer = new MutationObserver(focusHeading);
  const timer = window.setTimeout(() => stop(), longestWaitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  focusHeading();
  return stop;
}

/**
 * After each client-side change of page (not on the first load, where focus stays at the
 * start of the document), focus goes to the new page's main heading, so that a screen
 * reader reads where the visitor now is and the next Tab starts from the page, not from
 * the link that was followed (WCAG 2.4.3; decision 072).
 */
export function useHeadingFocusOnNavigation(containerId: string) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    return focusHeadingWhenShown(containerId);
  }, [pathname, containerId]);
}
