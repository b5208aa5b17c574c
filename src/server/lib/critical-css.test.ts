import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCriticalCss } from './critical-css';

describe('critical CSS of a server-rendered page (decision 044)', () => {
  let webRoot: string;

  beforeAll(() => {
    webRoot = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(
      path.join(webRoot, 'assets', 'index-abc.css'),
      '.shown{color:#123456}.elsewhere{color:#654321}@media (min-width:48em){.shown{margin:0}}',
    );
    writeFileSync(path.join(webRoot, 'assets', 'page-def.css'), '.lazy-part{padding:1px}');
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it("keeps the rules of every stylesheet that match the page's elements, and no others", async () => {
    const css = await createCriticalCss(webRoot).forMarkup(
      '<main><p class="shown">a</p><div class="lazy-part">b</div></main>',
    );
    expect(css).toContain('.shown{color:#123456}');
    expect(css).toContain('.lazy-part{padding:1px}');
    expect(css).toMatch(/@media \(min-width:48em\)\{\.shown\{margin:0\}\}/);
    expect(css).not.toContain('.elsewhere');
  });

  it('finds the CSS once per shape of page, and again for a new shape', async () => {
    const critical = createCriticalCss(webRoot);
    const first = critical.forMarkup('<p class="shown">one text</p>');
    // Same tags, attributes and classes, other text: the same finding.
    expect(critical.forMarkup('<p class="shown">another text</p>')).toBe(first);
    const other = critical.forMarkup('<p class="elsewhere">x</p>');
    expect(other).not.toBe(first);
    expect(await other).toContain('.elsewhere');
    expect(await other).not.toContain('.shown');
  });
});
