/**
 * HEIC to raw RGBA pixels with libheif compiled to WebAssembly (heic-decode), off the event
 * loop. The wasm decoder runs synchronously on the thread that calls it, about 3 s for a
 * 12-megapixel iPhone photo on this machine, so each decode runs in a worker thread of its
 * own (every other request keeps being answered), at most two at a time in a process (each
 * holds some 200 MB while it works). sharp needs no such care: it works in libuv's pool.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface DecodedPixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8Array;
}

/** The worker: CommonJS run from a string, so that dev (tsx) and the bundle need no file. */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoderPath);
decode({ buffer: workerData.bytes }).then(
  ({ width, height, data }) => {
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, data: pixels }, [pixels.buffer]);
  },
  (error) => parentPort.postMessage({ error: String(error && error.message || error) }),
);
`;

const decoderPath = createRequire(import.meta.url).resolve('heic-decode');
export const maxParallelDecodes = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= maxParallelDecodes) await new Promise<void>((go) => waiting.push(go));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function decodeInWorker(bytes: Uint8Array): Promise<DecodedPixels> {
  return new Promise((resolve, reject) => {
    // Its output is libheif's complaints about broken files: not for the server's log.
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { decoderPath, bytes },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.once('message', (answer: DecodedPixels | { error: string }) => {
      void worker.terminate();
      if ('error' in answer) reject(new Error(answer.error));
      else resolve(answer);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`HEIC worker exited with ${code}`)));
  });
}

/** The HEIC's primary image, its own rotation applied; rejects when libheif cannot read it. */
export function decodeHeic(bytes: Uint8Array): Promise<DecodedPixels> {
  return withSlot(() => decodeInWorker(bytes));
}
