// Measures what axe cannot: the contrast of text axe leaves "incomplete" (needs review) because
// it sits over an image, a gradient, a pseudo-element or a translucent layer. For each such
// text it photographs the text's own boxes twice, as shown and with the text made transparent,
// and compares the text colour with every pixel behind it: the worst pixel gives the worst-case
// ratio, the one a reviewer quotes in e2e/contrast-review.ts.
//   tsx tools/contrast-review.cli.ts BASE_URL [ROUTE ...] [--widths 390,1280] [--scheme light|dark]
// Routes default to every page of out/. Run it against a served export (`npm run serve`).
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, devices, type Page } from '@playwright/test';
import type { NodeResult } from 'axe-core';
import { exportFiles, pageFiles, routeOf } from '../buildtime/export-files';
import { chromiumLaunchOptions } from './chromium';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { widths: { type: 'string', default: '390,1280' }, scheme: { type: 'string', default: 'light' } },
});
const [base, ...given] = positionals;
if (!base) {
  console.error(
    'usage: tsx tools/contrast-review.cli.ts BASE_URL [ROUTE ...] [--widths 390,1280] [--scheme light|dark]',
  );
  process.exit(2);
}
const scheme = values.scheme;
if (scheme !== 'light' && scheme !== 'dark') {
  console.error(`--scheme is light or dark (the system's setting the theme follows), not "${scheme}"`);
  process.exit(2);
}
const routes = given.length
  ? given
  : pageFiles(exportFiles('out'))
      .map(routeOf)
      .filter((route) => route !== '/404');
const widths = values.widths.split(',').map(Number);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const browser = await chromium.launch(chromiumLaunchOptions);
// A blank page (no site policy) decodes the screenshots into pixels.
const decoder = await browser.newPage();

/**
 * The contrast of `colour` (RGBA, alpha 0–1) against each pixel of a PNG: the worst pixel (its
 * ratio and colour) and the median ratio. Computed where the PNG is decoded, so that only the
 * result travels back.
 */
type Rgb = [number, number, number];

async function contrastOver(png: Buffer, colour: number[]) {
  return decoder.evaluate(
    async ({ data, colour: [r = 0, g = 0, b = 0, a = 1] }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      // Methods rather than named arrow functions: tsx names those with a helper of its own
      // (`__name`), which the page evaluating this function does not have.
      const colour = {
        channel(c: number) {
          const s = c / 255;
          return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        },
        luminance(x: number, y: number, z: number) {
          return 0.2126 * this.channel(x) + 0.7152 * this.channel(y) + 0.0722 * this.channel(z);
        },
      };
      const ratios = new Float64Array(pixels.length / 4);
      let worst: { ratio: number; behind: Rgb } = { ratio: Infinity, behind: [0, 0, 0] };
      for (let i = 0; i < pixels.length; i += 4) {
        const [x, y, z] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
        // Translucent text shows what is behind it through.
        const text = colour.luminance(r * a + x * (1 - a), g * a + y * (1 - a), b * a + z * (1 - a));
        const back = colour.luminance(x, y, z);
        const ratio = (Math.max(text, back) + 0.05) / (Math.min(text, back) + 0.05);
        ratios[i / 4] = ratio;
        if (ratio < worst.ratio) worst = { ratio, behind: [x, y, z] };
      }
      ratios.sort();
      return { worst, median: ratios[Math.floor(ratios.length / 2)] ?? NaN, count: ratios.length };
    },
    { data: png.toString('base64'), colour },
  );
}

const hex = ([r = 0, g = 0, b = 0]: number[]) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Where each text was measured, by width and selector (and route, but for the footer's). */
const measured = new Map<string, string>();

for (const width of widths) {
  const device = width < 992 ? devices['Pixel 7'] : devices['Desktop Chrome'];
  // Reduced motion holds the sliders still, so a slide fading in is not taken for the background.
  const context = await browser.newContext({
    ...device,
    viewport: { width, height: width < 992 ? 844 : 900 },
    reducedMotion: 'reduce',
    colorScheme: scheme,
  });
  const page = await context.newPage();
  const origin = new URL(base).origin;
  await page.route('**/*', (route) =>
    route.request().url().startsWith(origin) || route.request().url().startsWith('data:')
      ? route.continue()
      : route.abort(),
  );
  for (const route of routes) {
    await page.goto(new URL(route, base).href, { timeout: 120_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Scrolled through, as the end-to-end tests do before axe, so that every reveal has played.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height + 800; y += 700) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(60);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const nodes = results.incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
    for (const node of nodes) {
      await review(page, route, width, node).catch((error: Error) =>
        console.log(`${width}px ${route}\t${node.target.join(' ')}\tnot measured: ${error.message.split('\n')[0]}`),
      );
    }
  }
  await context.close();
}
await browser.close();

/** Measures one node axe left incomplete and prints the verdict. */
async function review(page: Page, route: string, width: number, node: NodeResult) {
  const selector = node.target.join(' ');
  const message = node.any[0]?.message ?? node.failureSummary ?? '';
  const element = page.locator(selector).first();
  page.setDefaultTimeout(5_000);
  // axe's selector may name a class a reveal animation has since removed.
  if ((await element.count()) === 0) {
    console.log(`${width}px ${route}\t${selector}\tno longer on the page (a class that changed)\n    axe: ${message}`);
    return;
  }
  // The footer is the same on every page; anything else is measured on each.
  const shared = await element.evaluate((el) => el.closest('footer') !== null);
  const key = shared ? `${width} ${selector}` : `${width} ${route} ${selector}`;
  if (measured.has(key)) {
    console.log(`${width}px ${route}\t${selector}\tas measured on ${measured.get(key)}`);
    return;
  }
  measured.set(key, route);
  await element.scrollIntoViewIfNeeded().catch(() => undefined);
  const info = await element.evaluate((el) => {
    const style = getComputedStyle(el);
    const range = document.createRange();
    range.selectNodeContents(el);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    const box = rects.length ? rects : [el.getBoundingClientRect()];
    const left = Math.max(0, Math.min(...box.map((r) => r.left)));
    const top = Math.max(0, Math.min(...box.map((r) => r.top)));
    const right = Math.min(innerWidth, Math.max(...box.map((r) => r.right)));
    const bottom = Math.min(innerHeight, Math.max(...box.map((r) => r.bottom)));
    const rgba = (style.color.match(/[\d.]+/g) ?? []).map(Number);
    return {
      text: (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40),
      color: rgba,
      size: parseFloat(style.fontSize),
      weight: Number(style.fontWeight),
      clip: { x: left, y: top, width: right - left, height: bottom - top },
    };
  });
  let verdict = 'not measurable (no visible box)';
  if (info.clip.width >= 1 && info.clip.height >= 1) {
    await page.addStyleTag({
      content: `[data-contrast-review], [data-contrast-review] * { color: transparent !important;
            -webkit-text-fill-color: transparent !important; text-shadow: none !important;
            text-decoration-color: transparent !important; caret-color: transparent !important; }`,
    });
    // Hidden too: what floats over the page (the sticky header, the scroll-to-top button), which
    // may pass over the text but is not its background.
    await element.evaluate((el) => {
      el.setAttribute('data-contrast-review', '');
      for (const other of document.querySelectorAll('body *')) {
        const { position } = getComputedStyle(other);
        if ((position === 'fixed' || position === 'sticky') && !other.contains(el)) {
          other.setAttribute('data-contrast-review-float', other.getAttribute('style') ?? '');
          (other as HTMLElement).style.visibility = 'hidden';
        }
      }
    });
    const png = await page.screenshot({ clip: info.clip, animations: 'disabled', scale: 'css' });
    await element.evaluate((el) => {
      el.removeAttribute('data-contrast-review');
      for (const other of document.querySelectorAll('[data-contrast-review-float]')) {
        other.setAttribute('style', other.getAttribute('data-contrast-review-float') ?? '');
        other.removeAttribute('data-contrast-review-float');
      }
    });
    const { worst, median, count } = await contrastOver(png, info.color);
    const large = info.size >= 24 || (info.size >= 18.66 && info.weight >= 700);
    const needed = large ? 3 : 4.5;
    const pass = worst.ratio >= needed ? 'passes' : 'FAILS';
    verdict =
      `${pass} ${needed}:1 — worst ${worst.ratio.toFixed(2)}:1 (behind ${hex(worst.behind)}), ` +
      `median ${median.toFixed(2)}:1 over ${count} px`;
  }
  console.log(
    `${width}px ${route}\t${selector}\t"${info.text}"\t${hex(info.color)}${info.color[3] !== undefined ? `@${info.color[3]}` : ''} ` +
      `${info.size}px/${info.weight}\t${verdict}\n    axe: ${message}`,
  );
}
