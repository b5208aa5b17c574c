import { readFile, writeFile } from 'node:fs/promises';
import * as prettier from 'prettier';

/**
 * Puts a bench's section into bench/README.md: `markdown` runs from `<!-- name:start -->` to
 * `<!-- name:end -->` and replaces the section of that name, or is added at the end.
 */
export async function writeReadmeSection(name: string, markdown: string): Promise<void> {
  const file = new URL('../README.md', import.meta.url);
  const readme = await readFile(file, 'utf8');
  const start = readme.indexOf(`<!-- ${name}:start -->`);
  const end = readme.indexOf(`<!-- ${name}:end -->`);
  const next =
    start >= 0 && end > start
      ? readme.slice(0, start) + markdown + readme.slice(end + `<!-- ${name}:end -->`.length)
      : `${readme.trimEnd()}\n\n${markdown}\n`;
  await writeFile(file, await prettier.format(next, { parser: 'markdown', proseWrap: 'preserve' }));
}
