// What the end-to-end tests and their stand-in services (test-support/stand-in-services.cli.ts)
// share: the settings the endpoint site's Worker is given (playwright.config.ts writes them as
// `npm start` reads .dev.vars), and the shape of what the stand-ins received.
import type { IncomingHttpHeaders } from 'node:http';

/** The Standard Webhooks secret of the tests' webhook endpoint: `whsec_` and base64 of 32 bytes. */
export const e2eWebhookSecret = `whsec_${Buffer.from('the end-to-end signing key, 32 b').toString('base64')}`;

/** The path the tests' webhook endpoint listens on. */
export const webhookPath = '/hooks/leads';

/** Where the stand-in of Brevo's API answers, under the stand-ins' origin. */
export const brevoPath = '/brevo/v3/';

/** The newsletter list and double-opt-in template the tests' Worker hands sign-ups to. */
export const e2eBrevo = { listId: 7, templateId: 3 } as const;

/**
 * The endpoint site's settings, in .dev.vars's form: signed events to the stand-in endpoint,
 * sign-ups to the stand-in of Brevo, links back to the endpoint site.
 */
export const endpointSettings = (standIns: string, site: string): string =>
  [
    `LEAD_WEBHOOK_URL=${standIns}${webhookPath}`,
    `LEAD_WEBHOOK_SECRET=${e2eWebhookSecret}`,
    'NEWSLETTER_SERVICE=brevo',
    `BREVO_API_URL=${standIns}${brevoPath}`,
    'BREVO_API_KEY=xkeysib-the-end-to-end-tests',
    `BREVO_LIST_ID=${e2eBrevo.listId}`,
    `BREVO_TEMPLATE_ID=${e2eBrevo.templateId}`,
    'NEWSLETTER_LINK_SECRET=the-end-to-end-tests-sign-their-links-with-this',
    `SITE_URL=${site}`,
    '',
  ].join('\n');

/** A request as a stand-in received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
