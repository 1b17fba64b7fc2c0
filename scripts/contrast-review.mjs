// Measures what axe cannot: the contrast of text axe leaves "incomplete" (needs review) because
// it sits over an image, a gradient, a pseudo-element or a translucent layer. For each such
// text it photographs the text's own boxes twice, as shown and with the text made transparent,
// and compares the text colour with every pixel behind it: the worst pixel gives the worst-case
// ratio, the one a reviewer quotes in e2e/contrast-review.ts.
//   node scripts/contrast-review.mjs BASE_URL [ROUTE ...] [--widths 390,1280]
// Routes default to every page of out/. Run it against a served export (`npm run serve`).
import { parseArgs } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { chromium, devices } from '@playwright/test';
import { exportFiles, pageFiles, routeOf } from '../hosting/headers.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { widths: { type: 'string', default: '390,1280' } },
});
const [base, ...given] = positionals;
if (!base) {
  console.error('usage: node scripts/contrast-review.mjs BASE_URL [ROUTE ...] [--widths 390,1280]');
  process.exit(2);
}
const routes = given.length
  ? given
  : pageFiles(exportFiles('out'))
      .map(routeOf)
      .filter((route) => route !== '/404' && route !== '/_not-found');
const widths = values.widths.split(',').map(Number);
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const executablePath = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
});
// A blank page (no site policy) decodes the screenshots into pixels.
const decoder = await browser.newPage();

/** The RGBA pixels of a PNG. */
async function pixels(png) {
  return decoder.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, image.width, image.height).data);
  }, png.toString('base64'));
}

const channel = (c) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
const ratio = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};
const hex = ([r, g, b]) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** Measurements by width and selector: the header, the banner and the footer repeat on every page. */
const measured = new Map();

for (const width of widths) {
  const device = width < 992 ? devices['Pixel 7'] : devices['Desktop Chrome'];
  const context = await browser.newContext({ ...device, viewport: { width, height: width < 992 ? 844 : 900 } });
  const page = await context.newPage();
  const origin = new URL(base).origin;
  await page.route('**/*', (route) =>
    route.request().url().startsWith(origin) || route.request().url().startsWith('data:')
      ? route.continue()
      : route.abort(),
  );
  for (const route of routes) {
    await page.goto(new URL(route, base).href);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const results = await new AxeBuilder({ page }).withTags(tags).analyze();
    const nodes = results.incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? [];
    for (const node of nodes) {
      const selector = node.target.join(' ');
      const message = node.any[0]?.message ?? node.failureSummary ?? '';
      const key = `${width} ${selector}`;
      if (measured.has(key)) {
        console.log(`${width}px ${route}\t${selector}\tas measured on ${measured.get(key)}`);
        continue;
      }
      measured.set(key, route);
      const element = page.locator(selector).first();
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
        const rgba = style.color.match(/[\d.]+/g).map(Number);
        return {
          text: el.textContent.trim().replace(/\s+/g, ' ').slice(0, 40),
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
        await element.evaluate((el) => el.setAttribute('data-contrast-review', ''));
        const data = await pixels(await page.screenshot({ clip: info.clip, animations: 'disabled' }));
        await element.evaluate((el) => el.removeAttribute('data-contrast-review'));
        const [r, g, b, a = 1] = info.color;
        const ratios = [];
        let worst = null;
        for (let i = 0; i < data.length; i += 4) {
          const behind = [data[i], data[i + 1], data[i + 2]];
          const shown = [r * a + behind[0] * (1 - a), g * a + behind[1] * (1 - a), b * a + behind[2] * (1 - a)];
          const value = ratio(shown, behind);
          ratios.push(value);
          if (!worst || value < worst.value) worst = { value, behind };
        }
        ratios.sort((x, y) => x - y);
        const large = info.size >= 24 || (info.size >= 18.66 && info.weight >= 700);
        const needed = large ? 3 : 4.5;
        const pass = worst.value >= needed ? 'passes' : 'FAILS';
        verdict =
          `${pass} ${needed}:1 — worst ${worst.value.toFixed(2)}:1 (behind ${hex(worst.behind)}), ` +
          `median ${ratios[Math.floor(ratios.length / 2)].toFixed(2)}:1 over ${ratios.length} px`;
      }
      console.log(
        `${width}px ${route}\t${selector}\t"${info.text}"\t${hex(info.color)}${info.color[3] !== undefined ? `@${info.color[3]}` : ''} ` +
          `${info.size}px/${info.weight}\t${verdict}\n    axe: ${message}`,
      );
    }
  }
  await context.close();
}
await browser.close();
