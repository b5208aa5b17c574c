// Makes the web app manifest's icons (src/web/public/icons) from favicon.svg with Chromium:
// node scripts/make-app-icons.mjs (issue 23, decision 060). The PNGs are committed.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const svg = readFileSync('src/web/public/favicon.svg', 'utf8');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage();
async function shot(size, file, maskable) {
  await page.setViewportSize({ width: size, height: size });
  const inner = maskable
    ? `<div style="width:${size}px;height:${size}px;background:#1c7ed6;display:flex;align-items:center;justify-content:center"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" style="width:${Math.round(size * 0.7)}px;height:${Math.round(size * 0.7)}px"></div>`
    : `<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" style="width:${size}px;height:${size}px;display:block">`;
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${inner}</body></html>`,
  );
  await page.screenshot({
    path: file,
    omitBackground: true,
    clip: { x: 0, y: 0, width: size, height: size },
  });
}
await shot(192, 'src/web/public/icons/icon-192.png');
await shot(512, 'src/web/public/icons/icon-512.png');
await shot(512, 'src/web/public/icons/icon-maskable-512.png', true);
await shot(180, 'src/web/public/icons/apple-touch-icon.png', true);
await browser.close();
