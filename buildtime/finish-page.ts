// Finishing one page of the export, for scripts/postbuild.cli.ts (which says what finishing does):
// its payload moved out, its paint loader, its icons and its first screen's rules in, its
// policy, and the form that fits the first round trip chosen by its size in brotli. A page
// depends only on its own HTML and the export's shared files (the sprite, the stylesheets).
// (Worker threads, one a core, finished today's pages no sooner: on two cores the compression
// on libuv's threads already keeps the second core busy, and each worker loads the code again.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webFonts } from '../app/fonts';
import { pagePolicy } from '../hosting/headers';
import {
  hasMainImage,
  pageScripts,
  scriptProblems,
  withInlinePaintLoader,
  withPaintLoader,
  withStartedPaintLoader,
} from './deferred-scripts';
import { spriteSymbols, withInlineIcons } from './inline-icons';
import { manifestLink, withoutManifestLink } from './manifest-link';
import { withoutInlinePayload } from './page-payload';
import {
  criticalRules,
  firstScreenIconIds,
  firstScreenStylesheet,
  hasCriticalStyles,
  stylesheetHrefs,
  withCriticalStyles,
  withFirstScreenStylesheet,
} from './critical-styles';
import { inlineScriptHashes, inlineStyleHashes, policyProblems, withPolicyMeta } from './script-policy';
import { brotliCompressed, brotliSize, budgets } from '../bench/bench';
import { defaultLanguage, isLanguage } from '../content/languages';

// Every page stays under 30 KiB of gzipped HTML and fits the first round trip of a new connection,
// 13.3 KB of brotli (the budgets of BENCHMARKS.md, bench/bench.ts), its icons' symbols
// included, loads no script but through its one paint loader, and every icon it draws is a
// symbol of the sprite (components/ui/icon.tsx refers to /icons.svg#id).
const htmlBudget = budgets.htmlGzip;
/** The fonts of a page's language (`<html lang>`): the Arabic pages request the Arabic font too. */
const pageFonts = (html: string) => {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  return webFonts(isLanguage(lang) ? lang : defaultLanguage);
};
const withPolicy = (page: string) =>
  withPolicyMeta(page, pagePolicy(inlineScriptHashes(page), inlineStyleHashes(page)));
/** A file of the export, gzipped, in bytes. */
const gzippedSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** A page as postbuild finishes it, and what it found on the way: all a later build may reuse. */
export interface FinishedPage {
  html: string;
  payload?: { url: string; text: string };
  startScripts: string[];
  problems: string[];
  /** Its first screen's rules as a stylesheet of their own, when it links them. */
  stylesheet?: { url: string; text: string };
  /** What it keeps of the first stylesheets before its paint, when it keeps any. */
  kept?: string;
  /** Its brotli copy (base64), under the paid plan's option. */
  precompressed?: string;
}

/** What finishing pages depends on: the export, and the paid plan's option (a brotli copy of each page). */
export interface FinishContext {
  outDir: string;
  precompressed: boolean;
}

/** A function that finishes one page of the export in `context`; what is wrong with it goes to its `problems`. */
export function pageFinisher({
  outDir,
  precompressed,
}: FinishContext): (path: string, html: string) => Promise<FinishedPage> {
  const symbols = spriteSymbols(readFileSync(join(outDir, 'icons.svg'), 'utf8'));
  const exportedFile = (url: string) => readFileSync(join(outDir, url), 'utf8');

  /**
   * The page with the rules of its first screen inline and its stylesheets left to the paint
   * loader, with its brotli size; with its first screen's symbols only when every symbol makes it
   * too heavy. When even that is over the first round trip, the page keeps its first stylesheets
   * linked (`blocking`: the site's font fallbacks and palettes, on every page and cached after the
   * first) and carries the rules of the others, as few as make it fit, and as long as its first
   * paint waits for fewer bytes than a stylesheet of its own rules would be; failing that, it links
   * those rules as one small stylesheet (`stylesheet`, to be written beside the others). Either
   * way the first stylesheets are not repeated: the rules of the kept ones are theirs alone.
   */
  async function firstPaintPage(
    deferred: string,
    allSymbolsRules?: string,
  ): Promise<{ html: string; brotli: number; blocking?: string[]; stylesheet?: { url: string; text: string } }> {
    const firstScreenIcons = firstScreenIconIds(deferred);
    const iconChoices = [undefined, firstScreenIcons];
    let rules = allSymbolsRules;
    for (const only of iconChoices) {
      const page = withPolicy(withInlineIcons(withoutManifestLink(deferred), symbols, only).html);
      rules ??= await criticalRules(page, outDir);
      const styled = withPolicy(withCriticalStyles(page, rules));
      const brotli = await brotliSize(styled);
      if (brotli <= budgets.htmlBrotli) return { html: styled, brotli };
    }
    const stylesheet = firstScreenStylesheet(rules!);
    const page = withPolicy(withInlineIcons(withoutManifestLink(deferred), symbols, firstScreenIcons).html);
    const hrefs = stylesheetHrefs(page);
    let waitsFor = 0;
    for (let blocking = 1; blocking < hrefs.length; blocking++) {
      waitsFor += gzippedSize(exportedFile(hrefs[blocking - 1]!));
      if (waitsFor > gzippedSize(stylesheet.text)) break;
      const styled = withPolicy(withCriticalStyles(page, await criticalRules(page, outDir, blocking), blocking));
      const brotli = await brotliSize(styled);
      if (brotli <= budgets.htmlBrotli) return { html: styled, brotli, blocking: hrefs.slice(0, blocking) };
    }
    let linked: { html: string; brotli: number } | undefined;
    for (const only of iconChoices) {
      const html = withPolicy(
        withFirstScreenStylesheet(withInlineIcons(withoutManifestLink(deferred), symbols, only).html, stylesheet.url),
      );
      linked = { html, brotli: await brotliSize(html) };
      if (linked.brotli <= budgets.htmlBrotli) break;
    }
    return { ...linked!, stylesheet };
  }

  /** Finishes one page; what is wrong with it goes to its `problems`. */
  return async function finishedPage(path: string, html: string): Promise<FinishedPage> {
    const problems: string[] = [];
    const { html: markup, payload } = withoutInlinePayload(html);
    const deferred = withPaintLoader(markup, pageFonts(markup), payload?.url);
    const icons = withInlineIcons(withoutManifestLink(deferred), symbols);
    for (const id of icons.missing) problems.push(`${path}: icon "${id}" is not in icons.svg`);
    if (/<link rel="manifest"/.test(icons.html))
      problems.push(`${path}: a manifest link in another form than ${manifestLink}`);
    let built = withPolicy(icons.html);
    let brotli: number | undefined;
    let stylesheet: FinishedPage['stylesheet'];
    let kept: string | undefined;
    /** The page's brotli as measured last, when that measure was of the page as finished. */
    let compressed: Buffer | undefined;
    if (!hasCriticalStyles(built)) {
      // Most pages fit the first round trip with all they can carry: every symbol, their first
      // screen's rules and the paint loader inline. That form is measured first, once (brotli at
      // the budget's quality is most of postbuild's time); a page it does not fit tries the others.
      const rules = await criticalRules(built, outDir);
      const fullest = withPolicy(withInlinePaintLoader(withPolicy(withCriticalStyles(built, rules))));
      const measured = await brotliCompressed(fullest);
      if (measured.length <= budgets.htmlBrotli) [built, brotli, compressed] = [fullest, measured.length, measured];
      else {
        const styled = await firstPaintPage(deferred, rules);
        ({ html: built, brotli, stylesheet } = styled);
        if (styled.blocking) {
          const size = styled.blocking.reduce((sum, url) => sum + gzippedSize(exportedFile(url)), 0);
          kept = `their first ${styled.blocking.length === 1 ? 'stylesheet' : `${styled.blocking.length} stylesheets`} (${(size / 1000).toFixed(1)} KB gzipped)`;
        }
      }
    }
    // The paint loader inline where it fits in the first round trip, or else its file started once
    // the page has painted, where the first paint is the page's text; a page that paints its main
    // image first (high priority) paints it after its first paint, so a starter would run the file
    // before the image's paint all the same: it keeps the async file (docs/performance.md).
    const loaderForms = compressed
      ? []
      : [withInlinePaintLoader, ...(hasMainImage(built) ? [] : [withStartedPaintLoader])];
    for (const form of loaderForms) {
      const formed = withPolicy(form(built));
      if (formed === built) break;
      const size = await brotliSize(formed);
      if (size > budgets.htmlBrotli) continue;
      [built, brotli] = [formed, size];
      break;
    }
    for (const problem of scriptProblems(built)) problems.push(`${path}: ${problem}`);
    for (const problem of policyProblems(built)) problems.push(`${path}: ${problem}`);
    const gzipped = gzipSync(built, { level: 9 }).length;
    if (gzipped > htmlBudget) problems.push(`${path}: ${gzipped} bytes of gzipped HTML, over ${htmlBudget}`);
    // Under the paid plan's option, the page as the Worker sends it to a browser that reads brotli:
    // compressed at the quality the budget counts, which the CDN's own compression on the fly does
    // not reach (worker/pages.ts). Without it, no copy: a file more a page, for nothing.
    let copy: Buffer | undefined;
    if (precompressed) {
      copy = compressed ?? (await brotliCompressed(built));
      brotli ??= copy.length;
    }
    brotli ??= await brotliSize(built);
    if (brotli > budgets.htmlBrotli)
      problems.push(`${path}: ${brotli} bytes of brotli HTML, over ${budgets.htmlBrotli} (the first round trip)`);
    return {
      html: built,
      ...(payload ? { payload } : {}),
      startScripts: pageScripts(deferred).scripts,
      problems,
      ...(stylesheet ? { stylesheet } : {}),
      ...(kept ? { kept } : {}),
      ...(copy ? { precompressed: copy.toString('base64') } : {}),
    };
  };
}
