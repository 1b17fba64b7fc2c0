// The privacy notice (/privacy), written from the build's own settings: where the forms go
// (NEXT_PUBLIC_FORM_ENDPOINT), what the Worker keeps and for how long (wrangler.jsonc), which
// analytics run (content/analytics.ts), the spam check, the editors' sign-in. `privacyNotice` is
// a pure function of those settings, so each build's notice says what that build does, and the
// tests read it for every combination.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyticsConfig, analyticsProviders, type AnalyticsConfig } from '@/content/analytics';
import { projectRoot } from '@/content/files';
import { formEndpoint, turnstileSiteKey } from '@/content/forms';
import { homeVideo } from '@/content/home';
import { contact, contactMapUrls, site } from '@/content/site';
import { fieldLabels, formFields, formKinds, formTopic, type FormKind } from '../lib/form-rules';
import { videoEmbedUrl } from '../lib/video';
import type { TrackedEventName } from '../lib/track';

/**
 * What Cloudflare's Workers Logs keep of the Worker (wrangler.jsonc's `observability`): nothing;
 * only the Worker's own log lines; or with them the request logs, which hold every request's
 * headers (the sender's address among them) and full URL.
 */
export type WorkerLogs = 'none' | 'own' | 'requests';

/** Workers Logs' longest retention: developers.cloudflare.com/workers/observability/logs/workers-logs/#limits */
export const workersLogsDays = 7;

/**
 * D1 Time Travel restores a database as it was at any minute of this many days (Workers Paid; 7 on
 * Free): developers.cloudflare.com/d1/platform/limits/. A deleted lead stays restorable that long.
 */
export const d1RecoveryDays = 30;

/** The notice's section on reporting security problems, which security.txt names as its policy. */
export const securitySectionId = 'privacy-security';

/** Where a form's message goes: the site's own Worker, another origin's form service, or the visitor's mail program. */
export type Delivery =
  | {
      kind: 'worker';
      notifyTo: string;
      retentionDays: number;
      rateLimit: { limit: number; seconds: number };
      logs: WorkerLogs;
    }
  | { kind: 'service'; origin: string }
  | { kind: 'mail' };

export interface PrivacyConfig {
  company: { name: string; address: string; email: string };
  delivery: Delivery;
  /** Cloudflare Turnstile checks senders (a site key in the build); only when forms are sent by the site. */
  turnstile: boolean;
  analytics?: AnalyticsConfig;
  /** The content manager's GitHub sign-in is set up (its short state cookie exists only then). */
  editorSignIn: boolean;
  /** Origins of the frames a visitor may load: the contact page's map, the intro video. */
  embeds: { map: string; video: string };
}

/** A run of text, or a link. */
export type Inline = string | { text: string; href: string };
export type Block = { type: 'p'; content: Inline[] } | { type: 'list'; items: Inline[][] };

export interface NoticeSection {
  id: string;
  title: string;
  blocks: Block[];
}

const p = (...content: Inline[]): Block => ({ type: 'p', content });
const list = (...items: Inline[][]): Block => ({ type: 'list', items });
const mail = (address: string): Inline => ({ text: address, href: `mailto:${address}` });

/** The forms' names for people, and where each one is. */
const formNames: Record<FormKind, { name: string; where: string }> = {
  quote: { name: 'Quote request', where: 'on the contact page' },
  service: { name: 'Service enquiry', where: 'beside each service' },
  comment: { name: 'Blog comment', where: 'under the article' },
  newsletter: { name: 'Newsletter', where: 'in the newsletter strip' },
};

const topicNames = { service: 'the service you ask about', post: 'the article you comment on' } as const;

/** "a, b and c". */
function joined(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** What one form collects, from the fields the form really has (lib/form-rules.ts). */
function formCollects(kind: FormKind): string {
  const fields = formFields[kind].map((field) => fieldLabels[field].toLowerCase().replace('email', 'e-mail address'));
  const topic = formTopic[kind];
  return joined(topic ? [...fields, topicNames[topic]] : fields);
}

/** Builds the notice's sections from the settings; no I/O, no defaults beyond what `config` says. */
export function privacyNotice(config: PrivacyConfig): NoticeSection[] {
  const { company, analytics } = config;
  return [
    {
      id: 'privacy-forms',
      title: 'What the forms collect',
      blocks: [
        p(
          `You can browse this site without telling us anything. The site has four forms, and each collects only what you type into it:`,
        ),
        list(
          ...formKinds.map((kind) => [
            `${formNames[kind].name} (${formNames[kind].where}): your ${formCollects(kind)}.`,
          ]),
        ),
        p(
          'We use what you send only to answer you: to prepare a quote, reply to an enquiry, reply to a comment, or send the newsletter you asked for.',
        ),
      ],
    },
    { id: 'privacy-delivery', title: 'Where your message goes', blocks: deliveryBlocks(config) },
    { id: 'privacy-retention', title: 'How long it is kept', blocks: retentionBlocks(config) },
    { id: 'privacy-analytics', title: 'Analytics', blocks: analyticsBlocks(analytics) },
    { id: 'privacy-storage', title: 'Cookies and your browser', blocks: storageBlocks(config) },
    {
      id: 'privacy-embeds',
      title: 'Maps and videos',
      blocks: [
        p(
          `The map on the contact page is loaded from ${host(config.embeds.map)} when you scroll to it, and the introduction video from ${host(config.embeds.video)} only when you press play. Like any site, those services receive your IP address and your browser's usual request details when they load.`,
        ),
      ],
    },
    {
      id: 'privacy-rights',
      title: 'Your rights',
      blocks: [
        p(
          'You may ask us at any time what we hold about you, to correct it, to delete it, to stop using it, or for a copy of it. You can leave the newsletter whenever you like. You may also complain to your data protection authority.',
        ),
        p('To do any of this, write to ', mail(company.email), '.'),
      ],
    },
    {
      id: securitySectionId,
      title: 'Reporting a security problem',
      blocks: [
        p(
          'If you find a weakness in this site, or in how it handles what you send, write to ',
          mail(company.email),
          ' with what you found and how to see it again. We answer within five working days, fix what is real, and say when it is fixed. We take no action against research done in good faith that reads, changes or keeps no one else’s data and does not disrupt the site.',
        ),
        p(
          'The same address is published for security researchers at ',
          { text: '/.well-known/security.txt', href: '/.well-known/security.txt' },
          '.',
        ),
      ],
    },
    {
      id: 'privacy-contact',
      title: 'Who to contact',
      blocks: [
        p(`${company.name}, ${company.address}, is responsible for this site and what it collects.`),
        p('For any question about your data, write to ', mail(company.email), '.'),
      ],
    },
  ];
}

function host(origin: string): string {
  return new URL(origin).host;
}

function deliveryBlocks({ company, delivery, turnstile }: PrivacyConfig): Block[] {
  const check: Block[] = turnstile
    ? [
        p(
          `Before a form is sent, Cloudflare Turnstile (${host('https://challenges.cloudflare.com')}) checks that a person, not a program, is sending it; its check loads only once you start filling in a form.`,
        ),
      ]
    : [];
  switch (delivery.kind) {
    case 'worker':
      return [
        p(
          `When you send a form, it goes to this site's own server (a Cloudflare Worker), which stores it in the site's database (Cloudflare D1) and e-mails it to our sales team at `,
          mail(delivery.notifyTo),
          '.',
        ),
        p(
          'With what you typed, the database keeps the address of the page you sent it from and that page’s language, when it arrived and your browser’s identification string (its user agent).',
        ),
        p(
          // With request logs on, Cloudflare keeps the address: only the database can be said not to.
          `${delivery.logs === 'requests' ? 'The database does not keep your IP address: the server uses it' : 'Your IP address is not stored. It is used'} only in passing, to allow at most ${delivery.rateLimit.limit} forms every ${delivery.rateLimit.seconds} seconds from one address (or one IPv6 /64 network)${turnstile ? ' and for the spam check' : ''}.`,
        ),
        p(
          'Instead, each message keeps a one-way code of your network (your IP address, or its /64 network for IPv6), made with a random key that is new each day (UTC) and deleted within an hour of that day’s end. The code only shows which messages came from the same network on the same day; once the day’s key is gone, it cannot be turned back into an address or matched with one.',
        ),
        p(logsText(delivery.logs)),
        ...check,
      ];
    case 'service':
      return [
        p(
          `When you send a form, what you typed and the address of the page you sent it from go to a form service at ${delivery.origin}, which passes it on to us. That service handles it under its own terms.`,
        ),
        ...check,
      ];
    case 'mail':
      return [
        p(
          'The site sends nothing itself. When you press a form’s button, your own mail program opens with a message to ',
          mail(company.email),
          ' holding what you typed; you can read or change it, and it reaches us only if you send it.',
        ),
      ];
  }
}

/** What the server's logs hold, from wrangler.jsonc's `observability`. */
function logsText(logs: WorkerLogs): string {
  switch (logs) {
    case 'none':
      return 'The server keeps no logs.';
    case 'own':
      return `Cloudflare's request logs are off for this site. The server's own log lines, which Cloudflare keeps for up to ${workersLogsDays} days, note only such things as a message's reference number, counts and errors: never your IP address, e-mail address or message.`;
    case 'requests':
      return `Cloudflare's request logs record each request to the server, with its full address and its headers (your IP address among them), and keep them for up to ${workersLogsDays} days.`;
  }
}

function retentionBlocks({ delivery }: PrivacyConfig): Block[] {
  switch (delivery.kind) {
    case 'worker':
      return [
        p(
          `Each message is deleted from the site's database ${delivery.retentionDays} days after it arrived: a job that runs every hour removes every message older than that. Ask us and we delete yours sooner.`,
        ),
        p(
          `Once deleted, a message can still be restored from the database's recovery history (Cloudflare D1 Time Travel) for up to ${d1RecoveryDays} days; after that it is gone for good.`,
        ),
        p(
          'Your browser gives each form it sends a random reference, so that a send repeated after a dropped connection is stored only once; the server keeps that reference for one day.',
        ),
      ];
    case 'service':
      return [
        p(
          `How long the form service at ${delivery.origin} keeps your message is set by that service, not by us. We keep the messages it passes on to us only as long as we need them to answer you and follow up; ask us and we delete yours.`,
        ),
      ];
    case 'mail':
      return [
        p(
          'The site keeps nothing. An e-mail you send us is kept in our mailbox as long as we need it to answer you and follow up; ask us and we delete it.',
        ),
      ];
  }
}

/**
 * Each event the analytics count (lib/track.ts names them all, and the type check holds this list
 * to them), with what it tells, in the visitor's words.
 */
export const analyticsEvents = {
  'Quote Sent': 'a quote request was sent, and from which page',
  'Enquiry Sent': 'a service enquiry was sent, from which page and about which service',
  'Newsletter Subscribed': 'someone subscribed to the newsletter, and from which page',
  'Comment Sent': 'a comment was sent, and on which post',
  'Search Used': 'the search was used: only the length of what you searched for, never the words',
  'Brochure Downloaded': 'the brochure was downloaded',
  'Video Played': 'the video was played, and which one',
  'Quote Clicked': '“Get A Free Quote” was clicked, and on which page',
} satisfies Record<TrackedEventName, string>;

function analyticsBlocks(analytics: AnalyticsConfig | undefined): Block[] {
  if (!analytics) {
    return [p('This site runs no analytics: nothing counts your visits, and no tracking script or cookie is used.')];
  }
  const { homepage } = analyticsProviders[analytics.provider];
  const pageView =
    analytics.provider === 'umami'
      ? "the page's address, the page you came from (the referrer), your screen size and your browser's language"
      : "the page's address and the page you came from (the referrer)";
  return [
    p(
      `We count visits with `,
      { text: analytics.name, href: homepage },
      `, a cookieless analytics service, at ${analytics.origin}. It sets no cookie and keeps no identifier in your browser.`,
    ),
    p(`For each page you view it receives ${pageView}. It also counts these events:`),
    list(...Object.values(analyticsEvents).map((event) => [`${event};`])),
    p(
      'Nothing is sent when your browser signals Global Privacy Control or Do Not Track. Your form entries are never sent to analytics.',
    ),
  ];
}

function storageBlocks({ delivery, editorSignIn }: PrivacyConfig): Block[] {
  const draftEnd =
    delivery.kind === 'mail'
      ? 'until you empty the form'
      : 'until the site confirms your message arrived, or until you empty the form';
  return [
    p(
      editorSignIn
        ? 'The site sets no cookies for visitors. Only our own editors, when they sign in to the content manager, get a short-lived cookie (ten minutes) that protects the sign-in.'
        : 'The site sets no cookies.',
    ),
    p(
      `While you type in a form, a draft is kept in your browser's local storage so nothing is lost if you leave the page. It stays on your device and is never sent by itself; it is kept ${draftEnd}, and clearing this site's data in your browser removes it.`,
    ),
    p('Your theme choice, if you make one, stays in your browser.'),
  ];
}

/** The text of some blocks, for tests and descriptions. */
export function blocksText(blocks: Block[]): string {
  const inline = (parts: Inline[]) => parts.map((part) => (typeof part === 'string' ? part : part.text)).join('');
  return blocks
    .map((block) => (block.type === 'p' ? inline(block.content) : block.items.map(inline).join('\n')))
    .join('\n');
}

/** The whole notice as plain text. */
export function noticeText(sections: NoticeSection[]): string {
  return sections.map((section) => `${section.title}\n${blocksText(section.blocks)}`).join('\n\n');
}

// wrangler.jsonc: JSON with comments and trailing commas.

/** JSON with `//` and block comments and trailing commas, parsed. */
export function parseJsonc(text: string): unknown {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      const start = i;
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      out += text.slice(start, i + 1);
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2);
      if (i < 0) throw new Error('An unclosed comment.');
      i++;
    } else out += char;
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}

interface Observability {
  enabled?: boolean;
  logs?: { enabled?: boolean; invocation_logs?: boolean };
}

interface WranglerSettings {
  vars?: Record<string, string>;
  ratelimits?: { simple?: { limit?: number; period?: number } }[];
  observability?: Observability;
}

/**
 * What Workers Logs keep under wrangler.jsonc's `observability`. Without the setting Cloudflare's
 * own default applies (on, with request logs, for a new Worker), so the notice assumes the most.
 */
export function workerLogs(observability: Observability | undefined): WorkerLogs {
  if (!observability) return 'requests';
  if (!(observability.logs?.enabled ?? observability.enabled ?? true)) return 'none';
  return observability.logs?.invocation_logs === false ? 'own' : 'requests';
}

/** Where forms go for an endpoint setting, given the site's own origin. */
export function deliveryFor(
  endpoint: string | undefined,
  siteUrl: string,
  worker: () => Extract<Delivery, { kind: 'worker' }>,
): Delivery {
  if (!endpoint) return { kind: 'mail' };
  const own = new URL(siteUrl).origin;
  const target = new URL(endpoint, own);
  return target.origin === own ? worker() : { kind: 'service', origin: target.origin };
}

/** What the Worker of wrangler.jsonc does with a lead: where it is e-mailed, how long it stays, the rate limit, the logs. */
export function workerDelivery(wranglerText: string): Extract<Delivery, { kind: 'worker' }> {
  const settings = parseJsonc(wranglerText) as WranglerSettings;
  const vars = settings.vars ?? {};
  if (!vars.NOTIFY_TO) throw new Error('wrangler.jsonc: vars.NOTIFY_TO is needed for the privacy notice.');
  // The Worker's own default and rule (worker/index.ts): 365 days unless a positive number is set.
  const days = Number(vars.RETENTION_DAYS ?? '365');
  const simple = settings.ratelimits?.[0]?.simple;
  return {
    kind: 'worker',
    notifyTo: vars.NOTIFY_TO,
    retentionDays: Number.isFinite(days) && days > 0 ? days : 365,
    rateLimit: { limit: simple?.limit ?? 10, seconds: simple?.period ?? 60 },
    logs: workerLogs(settings.observability),
  };
}

/** The settings of this build: its form endpoint, wrangler.jsonc, its analytics, the company's details. */
export function privacyConfig(env: Record<string, string | undefined> = process.env): PrivacyConfig {
  const wranglerText = readFileSync(join(projectRoot, 'wrangler.jsonc'), 'utf8');
  const delivery = deliveryFor(formEndpoint, site.url, () => workerDelivery(wranglerText));
  const vars = (parseJsonc(wranglerText) as WranglerSettings).vars ?? {};
  return {
    company: { name: site.name, address: contact.address, email: contact.email },
    delivery,
    turnstile: Boolean(turnstileSiteKey) && delivery.kind !== 'mail',
    analytics: analyticsConfig(env),
    editorSignIn: Boolean(vars.GITHUB_CLIENT_ID?.trim()),
    embeds: { map: new URL(contactMapUrls().embed).origin, video: new URL(videoEmbedUrl(homeVideo)).origin },
  };
}
