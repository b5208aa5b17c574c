/**
 * The built web app, or (only API calls are measured) a stand-in page folder: production
 * refuses to start without one. Answers WEB_ROOT and how to remove the stand-in.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';

export async function webRoot(): Promise<{ env: Record<string, string>; remove(): Promise<void> }> {
  if (existsSync(new URL('../../dist/web/index.html', import.meta.url))) {
    return { env: {}, remove: async () => undefined };
  }
  const folder = await mkdtemp(join(os.tmpdir(), 'bench-web-'));
  await writeFile(
    join(folder, 'index.html'),
    '<!doctype html><html><head><title>bench</title></head><body><div id="root"></div></body></html>',
  );
  return { env: { WEB_ROOT: folder }, remove: () => rm(folder, { recursive: true, force: true }) };
}
