import { contact } from './site';

/**
 * Where the forms POST their JSON, set at build time (`NEXT_PUBLIC_FORM_ENDPOINT`). Without
 * it, a valid form opens the visitor's mail program with the message written out.
 */
export const formEndpoint = process.env.NEXT_PUBLIC_FORM_ENDPOINT?.trim() || undefined;

/**
 * Cloudflare Turnstile's site key, set at build time (`NEXT_PUBLIC_TURNSTILE_SITE_KEY`) when the
 * Worker has `TURNSTILE_SECRET`: forms sent to the endpoint then carry a Turnstile token.
 */
export const turnstileSiteKey = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY?.trim() || undefined;

/**
 * Each form's e-mail subject (for the mail program) and what it says once its message has arrived,
 * keyed by the form kinds of lib/form-rules.ts: a form without its copy fails the type check where
 * the form is drawn.
 */
export const formCopy = {
  quote: {
    subject: () => 'Quote request',
    success:
      'Thank you! Your quote request has reached our team. A senior consultant will reply within two business days.',
  },
  service: {
    subject: (service) => (service ? `Enquiry about ${service}` : 'Service enquiry'),
    success: 'Thank you! Your enquiry has reached our team. We will reply within two business days.',
  },
  comment: {
    subject: (post) => (post ? `Comment on “${post}”` : 'Comment'),
    success: 'Thank you! Your comment has reached us and will appear once an editor has read it.',
  },
  newsletter: {
    subject: () => 'Newsletter subscription',
    success: 'You are subscribed. The next issue of our newsletter will reach your inbox.',
  },
} satisfies Record<string, { subject: (topic?: string) => string; success: string }>;

/** The words a form's messages use; the server form hands them to the form's island. */
export interface FormStatusText {
  success: string;
  sending: string;
  mailto: { lead: string; fallback: string; address: string };
  failed: Record<'http' | 'timeout' | 'network', string>;
  kept: string;
  retry: string;
  mailLink: string;
  restored: string;
  discard: string;
}

/** Everything a form says while and after it sends. */
export function formStatusText(kind: keyof typeof formCopy): FormStatusText {
  return {
    success: formCopy[kind].success,
    sending: 'Sending…',
    mailto: {
      lead: 'Your e-mail program should now open with your message ready to send.',
      fallback: 'If nothing opened, write to us at',
      address: contact.email,
    },
    failed: {
      http: 'Your message could not be sent: our server answered with an error.',
      timeout: 'Your message could not be sent: our server did not answer within 10 seconds.',
      network: 'Your message could not be sent: there is no connection to our server.',
    },
    kept: 'Nothing you typed is lost.',
    retry: 'Try again',
    mailLink: 'Send it by e-mail instead',
    restored: 'We restored the draft you had not sent yet.',
    discard: 'Discard draft',
  };
}
