/**
 * A server-rendered page carries its critical CSS in <head> and the build's stylesheets at
 * the end of <body>, where they block nothing (decision 044). A lazy page's stylesheet,
 * which Vite's loader appends to <head>, must still come after them, so that its rules
 * win over Mantine's as the build's order has it (the calendar's day colours did not).
 * Each one is moved right after its arrival: a small sheet that has not loaded yet, where
 * moving the build's 250 kB back into <head> re-applied them all in one long task
 * (decision 057). The loader's load listener is on the element, so it still fires.
 */
export function keepLazyStylesheetsLast(): MutationObserver {
  const observer = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') {
          document.body.append(node);
        }
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return observer;
}
