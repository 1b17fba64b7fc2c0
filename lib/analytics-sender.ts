// The analytics sender: what the analytics island loads (once the browser has said nothing
// against it) to post page views and the funnel's events to the provider's own HTTP API,
// instead of the provider's script. It sets no cookie and stores nothing: the provider counts
// visitors from what every request carries (address and browser, hashed with a daily salt).
import type { AnalyticsConfig } from '@/content/analytics';
import { characterCount } from './form-rules';
import { countedSearchForm, type TrackedEvent, type TrackedEventName } from './track';

/** What the page says of itself when an event is sent. */
export interface PageContext {
  /** The page's address (`cleanUrl`). */
  href: string;
  referrer: string | null;
  title: string;
  language: string;
  screen: string;
}

/** Query parameters a page view keeps: the campaign tags the providers report on. */
const keptParameters = /^(utm_(source|medium|campaign|content|term)|ref|source)$/;

/**
 * The address as the providers get it: without the fragment and without any query parameter but
 * the campaign tags, so that nothing typed (the search page's `?q=`) leaves with a page view.
 */
export function cleanUrl(href: string): string {
  const url = new URL(href);
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (!keptParameters.test(name)) url.searchParams.delete(name);
  return url.href;
}

/** The referrer, cleaned like the page's address when it is a page of the site; `null` when there is none. */
export function cleanReferrer(referrer: string, href: string): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin === new URL(href).origin ? cleanUrl(referrer) : referrer;
  } catch {
    return null;
  }
}

export function pageContext(): PageContext {
  const href = cleanUrl(window.location.href);
  return {
    href,
    referrer: cleanReferrer(document.referrer, href),
    title: document.title,
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
  };
}

/** The name Plausible counts page views under; Umami's page view is an event without a name. */
export const pageviewName = 'pageview';

export interface EventRequest {
  url: string;
  body: string;
}

/** The request that reports `event` (a page view when it is `undefined`) to the configured provider. */
export function eventRequest(
  config: AnalyticsConfig,
  event: TrackedEvent | undefined,
  page: PageContext,
): EventRequest {
  if (config.provider === 'plausible') {
    // https://plausible.io/docs/events-api
    return {
      url: `${config.url}/api/event`,
      body: JSON.stringify({
        name: event?.name ?? pageviewName,
        url: page.href,
        domain: config.site,
        referrer: page.referrer,
        ...(event?.props ? { props: event.props } : {}),
      }),
    };
  }
  // https://umami.is/docs/api/sending-stats
  const url = new URL(page.href);
  return {
    url: `${config.url}/api/send`,
    body: JSON.stringify({
      type: 'event',
      payload: {
        website: config.site,
        hostname: url.hostname,
        url: `${url.pathname}${url.search}`,
        referrer: page.referrer ?? '',
        title: page.title,
        language: page.language,
        screen: page.screen,
        ...(event ? { name: event.name } : {}),
        ...(event?.props ? { data: event.props } : {}),
      },
    }),
  };
}

/** The quote link's page and name, which `clickedEvent` recognises a click on. */
export interface QuoteLink {
  url: string;
  name: string;
}

export const quoteClickedName: TrackedEventName = 'Quote Clicked';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();
const pathOf = (url: URL) => url.pathname.replace(/\/+$/, '') || '/';

/**
 * The event a click stands for, or `null`:
 *   - on a "Get A Free Quote" link (wherever it is: header, menu, hero, call to action),
 *     `Quote Clicked` with the page it was on;
 *   - on an element marked `data-track="Event Name"` (server-rendered markup that needs no script
 *     of its own, such as the brochure's download link), that event, its `data-track-*`
 *     attributes as properties (`data-track-file` gives `file`).
 */
export function clickedEvent(target: EventTarget | null, quote: QuoteLink, page: string): TrackedEvent | null {
  if (!(target instanceof Element)) return null;
  const marked = target.closest<HTMLElement>('[data-track]');
  if (marked?.dataset.track) {
    const props = Object.fromEntries(
      Object.entries(marked.dataset)
        .filter(([key, value]) => key.startsWith('track') && key !== 'track' && value !== undefined)
        .map(([key, value]) => [key.charAt(5).toLowerCase() + key.slice(6), value!]),
    );
    // Written by the server's markup from the same names (brochure-link.tsx).
    const name = marked.dataset.track as TrackedEventName;
    return Object.keys(props).length > 0 ? { name, props } : { name };
  }
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin || pathOf(to) !== pathOf(new URL(quote.url, to))) return null;
  if (normalise(link.textContent ?? '') !== normalise(quote.name)) return null;
  return { name: quoteClickedName, props: { page } };
}

/**
 * The event a form's submission stands for, or `null`: a search form marked `data-track-search`
 * (the blog's, the results page's) is a search, `Search Used` with the length of its query and
 * never the query. The header's live search is counted as the visitor types instead, its form
 * unmarked, so that a search is not counted twice.
 */
export function submittedEvent(target: EventTarget | null): TrackedEvent | null {
  if (!(target instanceof HTMLFormElement) || !target.hasAttribute(countedSearchForm)) return null;
  const query = target.elements.namedItem('q');
  const text = query instanceof HTMLInputElement ? query.value.trim() : '';
  return text ? { name: 'Search Used', props: { length: characterCount(text) } } : null;
}

/**
 * Sends the request as text, as Plausible's own script does: a simple request, so the browser
 * asks no CORS preflight. Both providers read the body as JSON whatever its type (Umami's
 * /api/send parses it with `request.json()`). `keepalive` lets it outlive the page when a click leads away. A failed
 * send is dropped: analytics must never trouble the visitor.
 */
export function post({ url, body }: EventRequest): void {
  // `no-cors`: the answer is never read, so the browser need not see the provider allow us to.
  fetch(url, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    headers: { 'Content-Type': 'text/plain' },
  }).catch(() => undefined);
}

export interface Sender {
  pageview(): void;
  event(event: TrackedEvent): void;
  /** Sends the event a click stands for (`clickedEvent`), if any; `page` is where it happened. */
  click(target: EventTarget | null, page: string): void;
  /** Sends the event a form's submission stands for (`submittedEvent`), if any. */
  submit(target: EventTarget | null): void;
}

export function createSender(config: AnalyticsConfig, quote: QuoteLink): Sender {
  const event = (tracked: TrackedEvent) => post(eventRequest(config, tracked, pageContext()));
  return {
    pageview: () => post(eventRequest(config, undefined, pageContext())),
    event,
    click: (target, page) => {
      const clicked = clickedEvent(target, quote, page);
      if (clicked) event(clicked);
    },
    submit: (target) => {
      const submitted = submittedEvent(target);
      if (submitted) event(submitted);
    },
  };
}
