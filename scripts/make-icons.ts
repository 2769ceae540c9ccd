// `npx tsx scripts/make-icons.ts`: draws the shop's home-screen icons from shell/public/favicon.svg
// in Chromium and writes them beside it as PNGs (committed; run again when the favicon changes):
//   icon-192.png, icon-512.png           the icon as it is ("any")
//   icon-maskable-512.png                 the mark inside the middle 80 % on the brand colour, so a
//                                         phone's round or squircle mask never cuts it ("maskable")
//   apple-touch-icon.png (180 px)         for iOS's home screen, which ignores the manifest's icons
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../e2e/support/browser';

const folder = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'shell', 'public');
const svg = fs.readFileSync(path.join(folder, 'favicon.svg'), 'utf8');
const BRAND = '#0b7a4b';
// The favicon's white cross alone, for the maskable icon (its own rounded square would be masked twice).
const cross = svg.replace(/<rect[^>]*\/>/, '');

const icons = [
  { file: 'icon-192.png', size: 192, html: svg, padding: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, html: svg, padding: 0, background: 'transparent' },
  { file: 'icon-maskable-512.png', size: 512, html: cross, padding: 0.2, background: BRAND },
  { file: 'apple-touch-icon.png', size: 180, html: cross, padding: 0.12, background: BRAND },
];

const browser = await launchBrowser();
try {
  for (const icon of icons) {
    const context = await browser.newContext({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const inset = Math.round(icon.size * icon.padding);
    await page.setContent(
      `<html><body style="margin:0;background:${icon.background}"><div style="position:absolute;inset:${inset}px">${icon.html.replace('<svg ', '<svg width="100%" height="100%" ')}</div></body></html>`,
    );
    await page.screenshot({ path: path.join(folder, icon.file), omitBackground: icon.background === 'transparent' });
    await context.close();
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${fs.statSync(path.join(folder, icon.file)).size} bytes`);
  }
} finally {
  await browser.close();
}
