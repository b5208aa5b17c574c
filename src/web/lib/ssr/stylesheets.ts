/**
 * A server-rendered page carries its critical CSS in <head> and the build's stylesheets at
 * the end of <body>, where they block nothing (decision 044). Once the app runs they go
 * back to <head>, before the CSS that lazy pages add there, so the cascade is the build's
 * (a lazy page's rules come after Mantine's, as they were written to).
 */
export function moveStylesheetsToHead(): void {
  for (const link of document.querySelectorAll('body > link[rel="stylesheet"]')) {
    document.head.append(link);
  }
}
