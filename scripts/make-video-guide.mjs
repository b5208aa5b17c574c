/* global document */
// Makes the landing page's video guide (src/web/public/video): a walk-through of the real
// calculator recorded frame by frame in Chromium, encoded to WebM (VP9) with ffmpeg, with
// Finnish and English captions. Needs a running server and ffmpeg:
//   node scripts/make-video-guide.mjs http://127.0.0.1:3000
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.resolve('src/web/public/video');
const work = mkdtempSync(path.join(tmpdir(), 'video-guide-'));
const secondsPerStep = 5;

/** Each step: what to do on the page, what to highlight, and the captions. */
const steps = [
  {
    act: async () => {},
    highlight: 'h1',
    fi: 'Laske ikkunanpesun hinta verkossa: valitse, mitä pestään.',
    en: 'Work out the price of window cleaning online: choose what is to be cleaned.',
  },
  {
    act: async (page) => {
      const plus = page.getByRole('button', { name: 'Lisää: Avattava ikkuna, 6 pintaa' });
      await plus.scrollIntoViewIfNeeded();
      await page.evaluate('window.scrollBy(0, 120)');
      for (let i = 0; i < 3; i++) await plus.click();
    },
    highlight: '[data-testid="section-windows"] .mantine-Paper-root:nth-child(2)',
    fi: 'Lisää ikkunat tyypeittäin +-painikkeilla tai kirjoita määrä kenttään.',
    en: 'Add windows by type with the + buttons, or type the number in the field.',
  },
  {
    act: async (page) => {
      await page.getByRole('button', { name: /^Parveke/ }).click();
      await page.getByRole('textbox', { name: 'Parvekelasien määrä', exact: true }).fill('6');
      await page.getByTestId('balcony-railings').getByRole('radio', { name: 'Kyllä' }).check();
      await page.getByTestId('section-balcony').scrollIntoViewIfNeeded();
      await page.evaluate('window.scrollBy(0, -80)');
    },
    highlight: '[data-testid="section-balcony"]',
    fi: 'Parveke, terassi ja lisäpalvelut ovat omissa osioissaan.',
    en: 'The balcony, terrace and extra services have sections of their own.',
  },
  {
    act: async (page) => {
      await page.locator('aside').scrollIntoViewIfNeeded();
      await page.evaluate("document.querySelector('aside').scrollIntoView({ block: 'start' })");
      await page.evaluate('window.scrollBy(0, -76)');
    },
    highlight: 'aside',
    fi: 'Hinta päivittyy heti. Näet myös kotitalousvähennyksen ja hinnan sen jälkeen.',
    en: 'The price updates at once, with the household deduction and the price after it.',
  },
  {
    act: async (page) => {
      await page.getByLabel('Kampanjakoodi').fill('DEMO10');
      await page.getByTestId('campaign-code-valid').waitFor();
      await page.evaluate(
        "document.querySelector('[data-testid=campaign-code]').scrollIntoView({ block: 'center' })",
      );
    },
    highlight: '[data-testid="campaign-code"]',
    fi: 'Kampanjakoodi vähennetään hinnasta heti, kun se on tarkistettu.',
    en: 'A campaign code comes off the price as soon as it has been checked.',
  },
  {
    act: async (page) => {
      await page.getByTestId('choose-time-bar').hover();
    },
    highlight: '[data-testid="choose-time-bar"]',
    fi: 'Lopuksi Valitse aika: valitse pesupäivä ja anna yhteystiedot.',
    en: 'Finally, Choose time: pick a cleaning day and give your contact details.',
  },
];

const time = (s) =>
  `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}.000`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto(`${base}/?pc=skip`);
await page.getByTestId('price-total').waitFor();
const list = [];
for (const [i, step] of steps.entries()) {
  await step.act(page);
  await page.evaluate((selector) => {
    document.querySelectorAll('[data-guide-highlight]').forEach((el) => {
      el.removeAttribute('data-guide-highlight');
      el.style.outline = '';
    });
    const el = document.querySelector(selector);
    if (el) {
      el.setAttribute('data-guide-highlight', '');
      el.style.outline = '4px solid #f76707';
      el.style.outlineOffset = '4px';
    }
  }, step.highlight);
  await page.mouse.move(1270, 400);
  await page.waitForTimeout(400);
  const file = path.join(work, `step-${i}.png`);
  await page.screenshot({ path: file });
  list.push(`file '${file}'`, `duration ${secondsPerStep}`);
}
await browser.close();
// The concat demuxer needs the last file twice for its duration to count.
list.push(list[list.length - 2]);
writeFileSync(path.join(work, 'list.txt'), `${list.join('\n')}\n`);

mkdirSync(out, { recursive: true });
const ffmpeg = (...args) => execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args]);
ffmpeg(
  ...['-f', 'concat', '-safe', '0', '-i', path.join(work, 'list.txt')],
  ...['-vf', 'fps=5,format=yuv420p', '-c:v', 'libvpx-vp9', '-crf', '36', '-b:v', '0'],
  path.join(out, 'guide.webm'),
);
ffmpeg('-i', path.join(work, 'step-0.png'), '-q:v', '4', path.join(out, 'guide-poster.jpg'));
for (const lang of ['fi', 'en']) {
  const cues = steps.map(
    (step, i) =>
      `${i + 1}\n${time(i * secondsPerStep)} --> ${time((i + 1) * secondsPerStep)}\n${step[lang]}\n`,
  );
  writeFileSync(path.join(out, `guide.${lang}.vtt`), `WEBVTT\n\n${cues.join('\n')}`);
}
console.warn(`video guide written to ${out}`);
