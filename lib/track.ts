import type { FormKind } from './form-rules';

/**
 * What the site's islands say happened (a form sent, a search, a video played), for the analytics
 * island to send on. They only dispatch a DOM event: a build without analytics renders no
 * listener, and the event goes nowhere at no cost.
 */
export const trackEventType = 'site:track';

/** Every event the site counts; the privacy notice describes each (buildtime/privacy.ts). */
export type TrackedEventName =
  | 'Quote Sent'
  | 'Enquiry Sent'
  | 'Newsletter Subscribed'
  | 'Comment Sent'
  | 'Search Used'
  | 'Brochure Downloaded'
  | 'Video Played'
  | 'Quote Clicked';

export interface TrackedEvent {
  name: TrackedEventName;
  props?: Record<string, string | number>;
}

export function track(name: TrackedEventName, props?: TrackedEvent['props']): void {
  window.dispatchEvent(new CustomEvent<TrackedEvent>(trackEventType, { detail: props ? { name, props } : { name } }));
}

/** The event a form's confirmed send is counted as. */
export const formSentEvents: Record<FormKind, TrackedEventName> = {
  quote: 'Quote Sent',
  service: 'Enquiry Sent',
  newsletter: 'Newsletter Subscribed',
  comment: 'Comment Sent',
};

/**
 * The attribute that marks a search form whose sending the analytics count as a search (the
 * plain forms of components/ui/search-form.tsx; lib/analytics-sender.ts, `submittedEvent`).
 */
export const countedSearchForm = 'data-track-search';
