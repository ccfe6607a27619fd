// Renders the site's images from their hand-written SVGs, in Debian's Chromium (Playwright from e2e):
// the icons (favicon.ico with 16/32/48 px, icon-192/512, the maskable icon, apple-touch-icon) from
// shell/public/favicon.svg and shell/brand/icon-maskable.svg, and the link preview (og-image.jpg,
// 1200×630) from shell/brand/og-image.svg. The images are committed beside the SVGs in shell/public/, which
// the shell's build copies into its dist (shell/webpack/site-files-plugin.cjs): run this again after
// changing an SVG. Usage: node scripts/seo/render-site-images.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../lib.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const PUBLIC = path.join(ROOT, 'shell', 'public');
const BRAND = path.join(ROOT, 'shell', 'brand');

const IMAGES = [
  { from: path.join(PUBLIC, 'favicon.svg'), to: 'icon-192.png', width: 192, height: 192 },
  { from: path.join(PUBLIC, 'favicon.svg'), to: 'icon-512.png', width: 512, height: 512 },
  { from: path.join(PUBLIC, 'favicon.svg'), to: 'apple-touch-icon.png', width: 180, height: 180 },
  { from: path.join(BRAND, 'icon-maskable.svg'), to: 'icon-maskable-512.png', width: 512, height: 512 },
  // JPEG: a third of the PNG's bytes for a gradient; WhatsApp skips previews of images over ~300 KB.
  { from: path.join(BRAND, 'og-image.svg'), to: 'og-image.jpg', width: 1200, height: 630 },
];
const ICO_SIZES = [16, 32, 48];

/** An .ico holding PNG images (Vista and later, every current browser). */
function ico(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map((p) => p.data)]);
}

const { chromium } = require('@playwright/test');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const render = async (svgFile, width, height) => {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    const svg = fs.readFileSync(svgFile, 'utf8').replace('<svg ', `<svg width="${width}" height="${height}" `);
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    const clip = { x: 0, y: 0, width, height };
    const png = svgFile.endsWith('og-image.svg')
      ? await page.screenshot({ type: 'jpeg', quality: 88, clip })
      : await page.screenshot({ omitBackground: true, clip });
    await page.close();
    return png;
  };
  for (const image of IMAGES) {
    fs.writeFileSync(path.join(PUBLIC, image.to), await render(image.from, image.width, image.height));
    console.log(`shell/public/${image.to} (${image.width}×${image.height})`);
  }
  const pngs = [];
  for (const size of ICO_SIZES) pngs.push({ size, data: await render(path.join(PUBLIC, 'favicon.svg'), size, size) });
  fs.writeFileSync(path.join(PUBLIC, 'favicon.ico'), ico(pngs));
  console.log(`shell/public/favicon.ico (${ICO_SIZES.join(', ')} px)`);
} finally {
  await browser.close();
}
