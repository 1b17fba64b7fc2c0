import type { AxeResults } from 'axe-core';
import type { Page } from '@playwright/test';
import type { ColourScheme } from './a11y-helpers';
import { expect } from './fixtures';

/**
 * Text whose contrast axe cannot compute and leaves `incomplete` ("needs review"): it sits over
 * a gradient, a pattern image, a pseudo-element or a translucent layer. Each entry was reviewed
 * by measuring the text colour against every pixel behind it, the text hidden
 * (`npx tsx tools/contrast-review.cli.ts`); the ratio quoted is the worst pixel's. Text that fell
 * short was fixed in the design instead of listed here. WCAG AA asks 4.5:1, or 3:1 for large
 * text (24 px, or 18.66 px bold).
 *
 * `expectContrastReviewed` fails on an incomplete colour-contrast node no entry covers, and on
 * an entry that covers nothing on a route it names, so the list follows the site.
 */
export interface ReviewedContrast {
  /** The routes the text is on. */
  routes: RegExp;
  /** The text's elements: a CSS selector scoped by a landmark or a section's title, no hashed class. */
  selector: string;
  /** Where axe leaves it incomplete, when only at one width (the projects' names). */
  only?: 'phone' | 'desktop';
  /** When axe leaves it incomplete in one theme only (text on a themed surface). */
  scheme?: ColourScheme;
  /** What is behind the text and the worst ratio measured. */
  reason: string;
}

const everyRoute = /^\//;
/** Every page but the three homes: the ones with a banner and the call to action. */
const innerPages = /^\/(?!$|home-2$|home-3$)/;
/** The inner pages that end with the call to action: all but the not-found page. */
const ctaPages = /^\/(?!$|home-2$|home-3$|404$)/;

export const reviewedContrast: ReviewedContrast[] = [
  {
    routes: everyRoute,
    selector: 'footer :is(p, h2, a, span, time)',
    reason:
      'The footer: navy #071330 under a faint dot pattern. White headings and post titles: worst 13.1:1; ' +
      '#b7c3dd links, dates and copyright: worst 7.4:1.',
  },
  {
    routes: innerPages,
    selector: '[aria-labelledby="page-title"] :is(h1, a)',
    reason:
      'The page banner: navy #0b1b3f under a blue glow and dots. White title: worst 9.2:1; the breadcrumb on ' +
      'its navy pill (#071330 at 60%): #b7c3dd worst 8.4:1, #8fb0ff worst 6.9:1 (the pill was a white tint: 3.8:1 at phone width, fixed).',
  },
  {
    routes: ctaPages,
    selector: '[aria-labelledby="cta-title"] :is(h2, p, a, a bdi)',
    reason:
      'The call to action: a gradient from #13295a to #1546d1 with a cyan glow. White title: worst 7.4:1; ' +
      '#e9eefb text: worst 7.3:1; the white phone link, its number too: worst 8.7:1.',
  },
  {
    routes: /^\/$/,
    selector: '[aria-labelledby="hero-title"] :is(span, h1, p, a)',
    reason:
      'The dark hero: navy #0b1b3f under a blue glow and dots. White title and button: worst 8.6:1; #b7c3dd text: ' +
      'worst 6:1; the #8fb0ff eyebrow on its navy pill (#071330 at 72%): worst 7.7:1 (a light tint gave 4.25:1, ' +
      'fixed).',
  },
  {
    routes: /^\/home-2$/,
    selector: '[aria-labelledby="hero-title"] :is(h1, p, a)',
    reason:
      'The light hero: #f5f7fb under a blue glow and a grid. Navy title, grey text, blue outline button: worst 5.5:1.',
  },
  {
    routes: /^\/(home-2)?$|^\/price-plan$|^\/services$|^\/404$/,
    selector: '[aria-labelledby="newsletter-title"] :is(h2, p, a)',
    reason:
      'The newsletter strip: a blue gradient. White title (large): worst 4.8:1. The privacy line (small) on its ' +
      'navy backing (#071330 at 30%): worst 6.5:1 (without the backing 3.9:1 at the light end, fixed).',
  },
  {
    routes: /^\/home-2$/,
    selector: 'header nav[aria-label="Main"] :is(a, button)',
    only: 'desktop',
    reason:
      'The header over the light hero (#f5f7fb under a glow and a grid): navy #0b1b3f links: worst 14.1:1; ' +
      'the current #1546d1 link: worst 6.2:1.',
  },
  {
    routes: /^\/home-2$/,
    selector: '[aria-labelledby="testimonials-title"] :is(h2, p, span)',
    reason:
      'The dark testimonials: navy under a glow. White title and names: worst 10.2:1; #e9eefb quotes: worst 8.8:1; ' +
      '#b7c3dd roles: worst 5.8:1.',
  },
  {
    routes: /^\/home-3$/,
    selector: '[aria-label="Highlights"] :is(span, h1, h2, p, a)',
    reason:
      'The home-3 slides: artwork under a navy scrim (#071330 at 70–92%). White titles: worst 11.2:1; #e9eefb text: ' +
      'worst 12.4:1; #8fb0ff eyebrow on its pill: worst 5.4:1; white on the #1f5eff button: 5.1:1.',
  },
  {
    routes: /^\/home-3$/,
    selector: 'header nav[aria-label="Main"] :is(a, button)',
    only: 'desktop',
    reason:
      'The transparent header over the first slide (artwork under the #071330 scrim at 92% on the left): white ' +
      'links: worst 16.1:1; the current #8fb0ff link: worst 8.5:1.',
  },
  {
    routes: /^\/home-3$/,
    selector: '[aria-labelledby="video-title"] :is(span, h2, p)',
    reason:
      'The video block: navy under dots. White title: worst 13.1:1; #b7c3dd text: worst 7.4:1; #8fb0ff eyebrow: 6.2:1.',
  },
  {
    routes: /^\/about$/,
    selector: '[aria-labelledby="statistics-title"] :is(p, span, h2, dt, dd)',
    reason:
      'The statistics strip: navy under a glow. White figures and title: worst 11.6:1; #b7c3dd labels: worst 6.6:1; ' +
      '#8fb0ff eyebrow: worst 6.9:1.',
  },
  {
    routes: /^\/about$/,
    selector: '[aria-labelledby="expertise-title"] :is(span, h2, p)',
    reason:
      'The skills block: white with a faint blue wash at the bars. Navy labels: worst 15.9:1; grey text: 7.4:1; ' +
      'the #1546d1 eyebrow and percentages: worst 6.5:1.',
  },
  {
    routes: /^\/(service\/|service-details$)/,
    selector: '[aria-labelledby$="-process"] span',
    reason: 'The process steps: each #1546d1 number on its #e6eeff disc, a pseudo-element behind it: 6.4:1.',
  },
  {
    routes: /^\/(service\/|service-details$)/,
    selector: '[aria-labelledby="sidebar-brochure"] :is(h2, h3, p)',
    reason:
      'The sidebar brochure card: a navy gradient under a glow. White title: worst 10.3:1; #b7c3dd text: worst 6.1:1.',
  },
  {
    routes: /^\/service-details$/,
    selector: '[aria-labelledby="overview-models"] :is(h3, p)',
    reason: 'The engagement models: cards on navy #0b1b3f. White titles: 16.9:1; #b7c3dd text: 9.6:1.',
  },
  {
    routes: /^\/(project\/|project-details$)/,
    selector: '[aria-labelledby="project-cta"] :is(h2, h3, p)',
    reason:
      'The sidebar call to action: a navy gradient under a glow. White title: worst 9.4:1; #b7c3dd text: worst 6:1.',
  },
  {
    routes: /^\/price-plan$/,
    selector: '[data-popular="true"] :is(h3, p, span)',
    reason:
      'The popular plan: a navy gradient under a glow. White name and price: worst 11.2:1; #e9eefb period and ' +
      'features: worst 10.2:1; #b7c3dd description: worst 5.4:1.',
  },
  {
    routes: /^\/contact$/,
    selector: '[aria-labelledby="contact-info-title"] :is(h2, h3, p, span, a)',
    reason:
      'The contact card: navy #0b1b3f under a blue glow and dots. White title: worst 9.8:1; #b7c3dd intro: ' +
      'worst 5.5:1; #8fb0ff labels: worst 5.5:1; white values: worst 11.7:1; white "Follow Us": worst 11.8:1.',
  },
  {
    routes: /^\/blog-details$/,
    selector: 'article[aria-labelledby="article-title"] figure :is(p, figcaption)',
    reason: 'The pull quote: navy with a glow. White quote: worst 14:1; #b7c3dd caption: 9.6:1.',
  },
];

export interface ContrastReviewOptions {
  /** The reviewed list to hold the nodes against. */
  entries?: ReviewedContrast[];
  /**
   * Only the nodes inside this selector count: with a modal dialog open, its own content (the page
   * behind is inert, and pages.spec.ts reviews it as it loads).
   */
  within?: string;
  /** The theme the page was audited in: entries for the other one do not apply. */
  scheme?: ColourScheme;
}

/** One audit's incomplete colour-contrast nodes, held against the entries for its route and width. */
export async function expectContrastReviewed(
  page: Page,
  route: string,
  project: string,
  results: AxeResults,
  { entries = reviewedContrast, within, scheme = 'light' }: ContrastReviewOptions = {},
): Promise<void> {
  const incomplete = results.incomplete.filter((rule) => rule.id === 'color-contrast').flatMap((rule) => rule.nodes);
  const applying = entries.filter(
    (entry) => entry.routes.test(route) && (entry.only ?? project) === project && (entry.scheme ?? scheme) === scheme,
  );
  // For each node: whether it is in scope, and the entries whose selector its element matches
  // (axe's target is a unique selector; a node inside a frame has a longer one and matches none).
  const verdicts = await page.evaluate(
    ({ targets, selectors, within }) =>
      targets.map((target) => {
        const element = typeof target === 'string' ? document.querySelector(target) : null;
        return {
          inScope: !within || Boolean(element?.closest(within)),
          matches: element ? selectors.flatMap((selector, index) => (element.matches(selector) ? [index] : [])) : [],
        };
      }),
    {
      targets: incomplete.map((node) => (node.target.length === 1 ? String(node.target[0]) : null)),
      selectors: applying.map((entry) => entry.selector),
      within: within ?? null,
    },
  );
  const nodes = incomplete.filter((_, index) => verdicts[index]!.inScope);
  const matches = verdicts.filter((verdict) => verdict.inScope).map((verdict) => verdict.matches);
  const unlisted = nodes
    .filter((_, index) => matches[index]!.length === 0)
    .map(
      (node) => `${route} (${scheme}) ${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary ?? ''}`,
    );
  const used = new Set(matches.flat());
  const stale = applying
    .filter((_, index) => !used.has(index))
    .map((entry) => `${route} (${scheme}) "${entry.selector}" covers no incomplete colour-contrast node (stale entry)`);
  expect
    .soft(unlisted, `${route}: text axe could not judge, neither fixed nor reviewed in e2e/contrast-review.ts`)
    .toEqual([]);
  expect.soft(stale, `${route}: entries of e2e/contrast-review.ts that match nothing here`).toEqual([]);
}
