// What the end-to-end tests and their stand-in services (test-support/stand-in-services.cli.ts)
// share: the signing secret the endpoint site's Worker is given (playwright.config.ts), and the
// shape of what the stand-ins received.
import type { IncomingHttpHeaders } from 'node:http';

/** The Standard Webhooks secret of the tests' webhook endpoint: `whsec_` and base64 of 32 bytes. */
export const e2eWebhookSecret = `whsec_${Buffer.from('the end-to-end signing key, 32 b').toString('base64')}`;

/** The path the tests' webhook endpoint listens on. */
export const webhookPath = '/hooks/leads';

/** A request as a stand-in received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
