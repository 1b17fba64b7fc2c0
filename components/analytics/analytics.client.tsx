'use client';

import { useEffect } from 'react';
import type { AnalyticsConfig } from '@/content/analytics';
import type { QuoteLink, Sender } from '@/lib/analytics-sender';
import { asksNotToBeTracked } from '@/lib/privacy-signals';
import { trackEventType, type TrackedEvent } from '@/lib/track';

export interface AnalyticsProps {
  config: AnalyticsConfig;
  /** The "Get A Free Quote" link, whose clicks are counted wherever it stands. */
  quote: QuoteLink;
}

/**
 * Counts the page's view (once the page is shown: a page the browser prerenders for a likely
 * next click counts when the visitor opens it, never before), the events the site's islands
 * dispatch (`lib/track.ts`), clicks on the quote link and searches sent from the plain search forms. It runs with the page's scripts, after
 * the first paint; the sender itself (`lib/analytics-sender.ts`) is loaded only when the browser
 * signals neither Global Privacy Control nor Do Not Track. Rendered only when the build has
 * analytics (`SiteAnalytics`).
 */
export function Analytics({ config, quote }: AnalyticsProps) {
  useEffect(() => {
    if (asksNotToBeTracked()) return;
    const ready: Promise<Sender> = import('@/lib/analytics-sender').then(({ createSender }) =>
      createSender(config, quote),
    );
    const pageview = () => void ready.then((send) => send.pageview());
    if ((document as { prerendering?: boolean }).prerendering)
      document.addEventListener('prerenderingchange', pageview, { once: true });
    else pageview();
    const onTrack = (event: Event) => {
      const detail = (event as CustomEvent<TrackedEvent>).detail;
      if (detail?.name) void ready.then((send) => send.event(detail));
    };
    // The page the click was on, taken before the browser moves to the link's page.
    const onClick = (event: MouseEvent) => {
      const { target } = event;
      const page = window.location.pathname;
      void ready.then((send) => send.click(target, page));
    };
    // A form being sent: it may lead to another page, so the event goes before the browser leaves.
    const onSubmit = (event: SubmitEvent) => {
      const { target } = event;
      void ready.then((send) => send.submit(target));
    };
    window.addEventListener(trackEventType, onTrack);
    window.addEventListener('click', onClick, true);
    window.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('prerenderingchange', pageview);
      window.removeEventListener(trackEventType, onTrack);
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('submit', onSubmit, true);
    };
  }, [config, quote]);

  return null;
}
