/** Open Graph card (1200×630): drawn as SVG, rasterised with Playwright's Chromium. */
import { createRequire } from 'node:module';
import { chromiumLaunchOptions } from '../chromium';
import { C, Doc, g, circle, rect, text, node, darkBg, el, pill } from './lib.mjs';
import { lockup, mark } from './brand.mjs';

export function ogSvg() {
  const doc = new Doc(1200, 630);
  doc.add(
    darkBg(doc, 1200, 630, {
      blobs: [
        [930, 300, 520, C.blue, 0.55],
        [1150, 620, 300, C.cyan, 0.3],
        [80, 40, 300, C.blue, 0.2],
      ],
      grid: 50,
      gridOp: 0.045,
    }),
  );
  // right: the mark in orbit
  const cx = 930;
  const cy = 315;
  doc.add(
    g(
      { transform: `rotate(-18 ${cx} ${cy})` },
      [160, 240]
        .map((r, i) =>
          el('ellipse', {
            cx,
            cy,
            rx: r,
            ry: r * 0.5,
            stroke: '#fff',
            'stroke-opacity': 0.16 - i * 0.05,
            'stroke-width': 1.5,
          }),
        )
        .join(''),
      node(doc, cx + 240 * Math.cos(-0.7), cy + 120 * Math.sin(-0.7), 9, C.amber, { halo: 3.5, core: C.deep }),
      node(doc, cx + 160 * Math.cos(2.4), cy + 80 * Math.sin(2.4), 8, C.cyan, { halo: 3.5, core: C.deep }),
      node(doc, cx + 240 * Math.cos(2.9), cy + 120 * Math.sin(2.9), 6, C.blue2, { halo: 3, core: C.deep }),
    ),
  );
  doc.add(circle(cx, cy, 150, doc.glow(C.cyan, 0.4)));
  doc.add(mark(doc, cx - 80, cy - 80, 160));
  // left: logo, headline, services line
  doc.add(g({ transform: 'translate(80 86) scale(1.6)' }, lockup(doc, true)));
  doc.add(text('Mobile, AI & Web', 84, 300, 68, C.white, { font: 'jakarta700', ls: -0.02 }));
  doc.add(text('Development', 84, 382, 68, C.white, { font: 'jakarta700', ls: -0.02 }));
  doc.add(
    rect(
      86,
      418,
      96,
      6,
      3,
      doc.lin(
        [
          [0, C.blue],
          [1, C.cyan],
        ],
        [0, 0, 1, 0],
      ),
    ),
  );
  doc.add(text('Apps · AI/ML · Web · Cloud · Security · Consulting', 84, 486, 24, '#B8C4E0'));
  doc.add(
    pill(84, 526, 246, 44, '#fff', { opacity: 0.08 }),
    circle(108, 548, 6, '#12B76A'),
    text('Corevia Technologies', 124, 555, 18, C.white),
  );
  return doc.toString();
}

/** Rasterise an SVG string to PNG with Playwright's Chromium. */
export async function renderPng(svg, width, height) {
  const require = createRequire(import.meta.url);
  const { chromium } = require('@playwright/test');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:#0B1B3F"><img src="${src}" width="${width}" height="${height}" style="display:block"></body></html>`,
    );
    await page.waitForFunction(() => document.images[0] && document.images[0].complete);
    return await page.screenshot({ type: 'jpeg', quality: 85, clip: { x: 0, y: 0, width, height } });
  } finally {
    await browser.close();
  }
}
