import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  entryLoader,
  entryLoaderSource,
  startEntryAfterPaint,
  withPagePreloads,
} from './entry-after-paint';

/** The head of index.html as Vite builds it. */
const builtHead = `<head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-BAab6Tuy.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BCiCTKAo.js">
    <link rel="stylesheet" crossorigin href="/assets/index-BRYH3Ias.css">
  </head>`;

describe('the entry script starts after the first paint (decision 084)', () => {
  it('replaces the entry and its preloads by the loader, naming them', () => {
    const head = startEntryAfterPaint(builtHead);
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('<link rel="modulepreload"');
    expect(head).toContain(
      `<script data-src="/assets/index-BAab6Tuy.js" data-preload="/assets/rolldown-runtime-BCiCTKAo.js">${entryLoader}</script>`,
    );
    // The stylesheet stays where it was.
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-BRYH3Ias.css">');
  });

  it("adds a page's own modules to those the loader preloads, and nothing for none", () => {
    const head = startEntryAfterPaint(builtHead);
    expect(
      withPagePreloads(head, ['/assets/contact-page-X.js', '/assets/checkout-Y.js']),
    ).toContain(
      `<script data-src="/assets/index-BAab6Tuy.js" data-preload="/assets/rolldown-runtime-BCiCTKAo.js /assets/contact-page-X.js /assets/checkout-Y.js">${entryLoader}</script>`,
    );
    expect(withPagePreloads(head, [])).toBe(head);
    // The loader's text, and so its hash, stays the same.
    expect(withPagePreloads(head, ['/assets/a.js'])).toContain(`>${entryLoader}</script>`);
  });

  it('refuses a build without its entry script', () => {
    expect(() => startEntryAfterPaint('<head><title>x</title></head>')).toThrow(/entry/);
  });

  it('is allowed by the CSP by the hash of its constant text', () => {
    const hash = createHash('sha256').update(entryLoader).digest('base64');
    expect(entryLoaderSource).toBe(`'sha256-${hash}'`);
    // Nothing of a page's own goes into the loader's text, so one hash holds for every page.
    expect(entryLoader).not.toMatch(/assets|index-/);
  });
});
