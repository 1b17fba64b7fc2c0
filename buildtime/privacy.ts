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
import { defaultLanguage, type Language } from '@/content/languages';
import { pageLanguage } from '@/content/localized';
import { formFields, formKinds, formTopic, type FormKind } from '../lib/form-rules';
import { videoEmbedUrl } from '../lib/video';
import { privacyWords, type PrivacyWords } from './privacy-words';

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
      /** The tools the team works in that each lead's signed event goes to, as the notice names them (LEAD_WEBHOOK_TOOLS). */
      tools?: string;
      /** The newsletter service a sign-up goes to (NEWSLETTER_SERVICE). */
      newsletter?: { name: string; host: string };
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

/** "a, b and c", in the words' language. */
function joined(items: string[], { list }: PrivacyWords): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(list.separator)}${list.last}${items[items.length - 1]}`;
}

/** What one form collects, from the fields the form really has (lib/form-rules.ts). */
function formCollects(kind: FormKind, words: PrivacyWords): string {
  const fields = formFields[kind].map((field) => words.forms.fields[field]);
  const topic = formTopic[kind];
  return joined(topic ? [...fields, words.forms.topics[topic]] : fields, words);
}

/** A paragraph around an e-mail address. */
const aroundMail = ([before, after]: readonly [string, string], address: string): Block =>
  p(before, mail(address), after);

/**
 * Builds the notice's sections from the settings, in the page's language (or `language`); no
 * I/O, no defaults beyond what `config` says.
 */
export function privacyNotice(config: PrivacyConfig, language: Language = pageLanguage()): NoticeSection[] {
  const { company, analytics } = config;
  const words = privacyWords[language];
  const { titles, forms } = words;
  return [
    {
      id: 'privacy-forms',
      title: titles.forms,
      blocks: [
        p(forms.intro),
        list(
          ...formKinds.map((kind) => [
            forms.item(forms.names[kind].name, forms.names[kind].where, formCollects(kind, words)),
          ]),
        ),
        p(forms.use),
        p(forms.newsletter),
      ],
    },
    { id: 'privacy-delivery', title: titles.delivery, blocks: deliveryBlocks(config, words) },
    { id: 'privacy-retention', title: titles.retention, blocks: retentionBlocks(config, words) },
    { id: 'privacy-analytics', title: titles.analytics, blocks: analyticsBlocks(analytics, words) },
    { id: 'privacy-storage', title: titles.storage, blocks: storageBlocks(config, words) },
    {
      id: 'privacy-embeds',
      title: titles.embeds,
      blocks: [p(words.embeds(host(config.embeds.map), host(config.embeds.video)))],
    },
    {
      id: 'privacy-rights',
      title: titles.rights,
      blocks: [
        p(words.rights.what),
        aroundMail(words.rights.write, company.email),
        // Only where the site itself keeps what forms send: `npm run leads -- --export / --forget`.
        ...(config.delivery.kind === 'worker' ? [p(words.rights.held), p(words.rights.erased(d1RecoveryDays))] : []),
      ],
    },
    {
      id: securitySectionId,
      title: titles.security,
      blocks: [
        aroundMail(words.security.write, company.email),
        p(
          words.security.published[0],
          { text: '/.well-known/security.txt', href: '/.well-known/security.txt' },
          words.security.published[1],
        ),
      ],
    },
    {
      id: 'privacy-contact',
      title: titles.contact,
      blocks: [
        p(words.contact.responsible(company.name, company.address)),
        aroundMail(words.contact.question, company.email),
      ],
    },
  ];
}

function host(origin: string): string {
  return new URL(origin).host;
}

function deliveryBlocks({ company, delivery, turnstile }: PrivacyConfig, words: PrivacyWords): Block[] {
  const check: Block[] = turnstile ? [p(words.turnstile(host('https://challenges.cloudflare.com')))] : [];
  switch (delivery.kind) {
    case 'worker':
      return [
        aroundMail(words.worker.sent, delivery.notifyTo),
        p(words.worker.kept),
        p(
          words.worker.ip({
            requestLogs: delivery.logs === 'requests',
            limit: delivery.rateLimit.limit,
            seconds: delivery.rateLimit.seconds,
            turnstile,
          }),
        ),
        p(words.worker.hash),
        p(logsText(delivery.logs, words)),
        ...(delivery.tools ? [p(words.worker.tools(delivery.tools))] : []),
        ...(delivery.newsletter
          ? [p(words.worker.newsletter(delivery.newsletter.name, delivery.newsletter.host))]
          : []),
        ...check,
      ];
    case 'service':
      return [p(words.service(delivery.origin)), ...check];
    case 'mail':
      return [aroundMail(words.mail, company.email)];
  }
}

/** What the server's logs hold, from wrangler.jsonc's `observability`. */
function logsText(logs: WorkerLogs, words: PrivacyWords): string {
  switch (logs) {
    case 'none':
      return words.logs.none;
    case 'own':
      return words.logs.own(workersLogsDays);
    case 'requests':
      return words.logs.requests(workersLogsDays);
  }
}

function retentionBlocks({ delivery }: PrivacyConfig, { retention }: PrivacyWords): Block[] {
  switch (delivery.kind) {
    case 'worker':
      return [p(retention.worker(delivery.retentionDays)), p(retention.recovery(d1RecoveryDays)), p(retention.sendKey)];
    case 'service':
      return [p(retention.service(delivery.origin))];
    case 'mail':
      return [p(retention.mail)];
  }
}

/**
 * Each event the analytics count (lib/track.ts names them all, and the type check holds this list
 * to them), with what it tells, in the visitor's words (in English: buildtime/privacy-words.ts has
 * every language's).
 */
export const analyticsEvents = privacyWords.en.analytics.events;

function analyticsBlocks(analytics: AnalyticsConfig | undefined, words: PrivacyWords): Block[] {
  if (!analytics) return [p(words.analytics.none)];
  const { homepage } = analyticsProviders[analytics.provider];
  const pageView = analytics.provider === 'umami' ? words.analytics.pageView.full : words.analytics.pageView.short;
  const [before, after] = words.analytics.counted(analytics.origin);
  return [
    p(before, { text: analytics.name, href: homepage }, after),
    p(words.analytics.views(pageView)),
    list(...Object.values(words.analytics.events).map((event) => [`${event};`])),
    p(words.analytics.signals),
  ];
}

function storageBlocks({ delivery, editorSignIn }: PrivacyConfig, { storage }: PrivacyWords): Block[] {
  const draftEnd = delivery.kind === 'mail' ? storage.draftEnd.mail : storage.draftEnd.sent;
  return [
    p(editorSignIn ? storage.cookies.editors : storage.cookies.none),
    p(storage.draft(draftEnd)),
    p(storage.theme),
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

/** The newsletter services the Worker speaks to (worker/newsletter.ts), as the notice names them. */
const newsletterServices: Record<string, { name: string; host: string }> = {
  brevo: { name: 'Brevo', host: 'brevo.com' },
};

/** What the Worker of wrangler.jsonc does with a lead: where it is e-mailed, how long it stays, the rate limit, the logs. */
export function workerDelivery(wranglerText: string): Extract<Delivery, { kind: 'worker' }> {
  const settings = parseJsonc(wranglerText) as WranglerSettings;
  const vars = settings.vars ?? {};
  if (!vars.NOTIFY_TO) throw new Error('wrangler.jsonc: vars.NOTIFY_TO is needed for the privacy notice.');
  // The Worker's own default and rule (worker/index.ts): 365 days unless a positive number is set.
  const days = Number(vars.RETENTION_DAYS ?? '365');
  const simple = settings.ratelimits?.[0]?.simple;
  const tools = vars.LEAD_WEBHOOK_TOOLS?.trim();
  const newsletter = newsletterServices[vars.NEWSLETTER_SERVICE?.trim() ?? ''];
  return {
    kind: 'worker',
    notifyTo: vars.NOTIFY_TO,
    retentionDays: Number.isFinite(days) && days > 0 ? days : 365,
    rateLimit: { limit: simple?.limit ?? 10, seconds: simple?.period ?? 60 },
    logs: workerLogs(settings.observability),
    ...(tools ? { tools } : {}),
    ...(newsletter ? { newsletter } : {}),
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
    embeds: {
      map: new URL(contactMapUrls().embed).origin,
      video: new URL(videoEmbedUrl(homeVideo, defaultLanguage)).origin,
    },
  };
}
