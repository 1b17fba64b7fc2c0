// The screenshots of docs/editing-content.md, "Drafts, review and publishing": the content
// manager's Editorial Workflow board, and a draft open in the editor with its status and its
// "View Preview" link. The CMS is the served export's /admin/, signed in with GitHub, whose
// sign-in and API are stood in for in the browser with six drafts of this checkout's content
// (test-support/github-stand-in.ts, the same as e2e/cms-workflow.spec.ts); the browser reaches
// nothing but the served site.
//   npm run build && npm run serve        (the export on http://127.0.0.1:3000)
//   npx tsx tools/cms-screenshots.cli.ts http://127.0.0.1:3000
// Writes docs/cms-workflow-board.png and docs/cms-entry-preview.png, 1280 px wide, their colours
// reduced to a palette (sharp, which Next.js installs) when it is there.
import { writeFileSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { servedBackend, signInWithGitHub, standInGitHub } from '../test-support/github-stand-in';
import { chromiumLaunchOptions } from './chromium';

const [base] = process.argv.slice(2);
if (!base) {
  console.error('usage: npx tsx tools/cms-screenshots.cli.ts BASE_URL   (a served export, e.g. http://127.0.0.1:3000)');
  process.exit(2);
}
const width = 1280;

/** The PNG with its colours in a palette: a third of the size, the same to the eye for a UI. */
async function optimised(png: Buffer): Promise<Buffer> {
  try {
    const { default: sharp } = await import('sharp');
    const smaller = await sharp(png).png({ palette: true, quality: 100, effort: 10, compressionLevel: 9 }).toBuffer();
    return smaller.length < png.length ? smaller : png;
  } catch {
    return png;
  }
}

async function save(page: Page, path: string, clipHeight?: number): Promise<void> {
  // Nothing hovered: the pointer rests on the page's plain background.
  await page.mouse.move(width - 4, (clipHeight ?? page.viewportSize()!.height) - 4);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({
    animations: 'disabled',
    ...(clipHeight ? { clip: { x: 0, y: 0, width, height: clipHeight } } : {}),
  });
  const written = await optimised(png);
  writeFileSync(path, written);
  console.log(`${path}: ${Math.round(written.length / 1024)} KB`);
}

const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  // No name resolves but this machine's: whatever the stand-in does not answer goes nowhere.
  args: [...chromiumLaunchOptions.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'],
});
try {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width, height: 840 },
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  const { unanswered } = await standInGitHub(context, await servedBackend(page), { cmsOrigin: new URL(base).origin });

  await page.goto('/admin/');
  await signInWithGitHub(page);
  await page.getByRole('radio', { name: 'Editorial Workflow' }).click();
  await page.getByRole('status').filter({ hasText: 'Drafts: 2. In Review: 2. Ready: 2.' }).waitFor();
  await page.getByText('Building…').waitFor();
  // The board down to its longest column, and a little room below.
  const bottoms = await page
    .getByRole('listitem')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().bottom));
  await save(page, 'docs/cms-workflow-board.png', Math.ceil(Math.max(...bottoms)) + 24);

  await page.getByRole('button', { name: 'Fintech Mobile Banking App', exact: true }).click();
  await page.getByRole('button', { name: /^Status: \u2068?In Review/ }).waitFor();
  await page.getByRole('button', { name: 'View Preview' }).waitFor();
  await page.getByRole('textbox', { name: 'Short description' }).waitFor();
  await save(page, 'docs/cms-entry-preview.png');

  if (unanswered.length || errors.length) {
    console.error('The screenshots may show an error:', { unanswered, errors });
    process.exitCode = 1;
  }
} finally {
  await browser.close();
}
