import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/**
 * The CSS a server-rendered page needs for its first paint (decision 044): the rules of
 * every stylesheet of the build that match the page's elements, found by beasties. The
 * page then carries them in a <style> and loads the whole stylesheet at the end of its body,
 * where it blocks nothing. Found once per shape of page (its tags, attributes and classes)
 * and kept, so a page costs a hash of its markup after the first.
 */
export interface CriticalCss {
  /** The CSS for this page's markup (the HTML inside #root), or '' when none was found. */
  forMarkup(markup: string): Promise<string>;
}

const keptShapes = 200;

/** What decides which rules match: tag names, attribute names and class names. */
function shapeOf(markup: string): string {
  const tokens = new Set<string>();
  for (const [, tag] of markup.matchAll(/<([a-z][\w-]*)/g)) tokens.add(`<${tag}`);
  for (const [, name] of markup.matchAll(/\s([a-z][\w:-]*)=/g)) tokens.add(`@${name}`);
  for (const [, classes] of markup.matchAll(/class="([^"]*)"/g)) {
    for (const name of classes!.split(/\s+/)) if (name) tokens.add(`.${name}`);
  }
  return createHash('sha256')
    .update([...tokens].sort().join(' '))
    .digest('base64url');
}

export function createCriticalCss(webRoot: string): CriticalCss {
  const assets = path.join(webRoot, 'assets');
  const sheets = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link rel="stylesheet" href="/assets/${file}">`)
    .join('');
  const beasties = new Beasties({
    path: webRoot,
    publicPath: '/',
    // Only the found rules are wanted; what happens to the links here does not matter.
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    inlineFonts: false,
    compress: true,
    logLevel: 'silent',
  });
  const found = new Map<string, Promise<string>>();

  async function find(markup: string): Promise<string> {
    const page = `<!doctype html><html data-mantine-color-scheme="light"><head>${sheets}</head><body><div id="root">${markup}</div></body></html>`;
    const processed = await beasties.process(page);
    const head = processed.slice(0, processed.indexOf('</head>'));
    return [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  }

  return {
    forMarkup(markup) {
      const shape = shapeOf(markup);
      let css = found.get(shape);
      if (!css) {
        if (found.size >= keptShapes) found.delete(found.keys().next().value!);
        css = find(markup).catch(() => '');
        found.set(shape, css);
      }
      return css;
    },
  };
}
