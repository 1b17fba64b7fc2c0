import { execFileSync } from 'node:child_process';
import type { Locator, Page, Route } from '@playwright/test';
import { blogArticle } from '../content/posts';
import { getServiceBySlug } from '../content/services';
import { formFields } from '../lib/form-rules';
import type { LeadRow } from '../worker/lead-row';
import { expect } from './fixtures';

/** The site built with the forms sent to its Worker, and the Worker's receiver (see playwright.config.ts). */
export const endpointSite = process.env.E2E_ENDPOINT_SITE ?? 'http://127.0.0.1:3101';
export const formEndpoint = `${endpointSite}/api/leads`;
/** The services the Worker hands leads to, stood in for on this machine (test-support/stand-in-services.cli.ts). */
export const standIns = process.env.E2E_STAND_INS ?? 'http://127.0.0.1:3103';
/** The local state (D1) of the Worker that serves `endpointSite`. */
const leadsState = process.env.E2E_LEADS_STATE ?? '.wrangler/e2e/endpoint';

/** Console errors the browser logs for an endpoint's failed answer; excused for that URL only. */
export const endpointFailure = new RegExp(
  `^Failed to load resource: .* \\[${formEndpoint.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\]$`,
);

export interface FormCase {
  kind: 'quote' | 'service' | 'comment' | 'newsletter';
  path: string;
  form: (page: Page) => Locator;
  submit: string;
  /** Valid values by field label, in the form's order. */
  valid: Record<string, string>;
  /** The messages of an empty submit, by field label, in order. */
  required: Record<string, string>;
  /** What the payload names besides the fields. */
  topic?: Record<string, string>;
  success: RegExp;
}

export const formCases: FormCase[] = [
  {
    kind: 'quote',
    path: '/contact',
    form: (page) => page.getByRole('form', { name: 'Request a Free Quote' }),
    submit: 'Send Message',
    valid: {
      'Your name': 'Ada Lovelace',
      'Email address': 'ada@example.com',
      Subject: 'A booking app',
      'Phone number': '+1 (555) 010-0100',
      Message: 'We need an iOS and Android app.',
    },
    required: {
      'Your name': 'Enter your name.',
      'Email address': 'Enter your email address.',
      Message: 'Enter your message.',
    },
    success: /Your quote request has reached our team/,
  },
  {
    kind: 'service',
    path: '/service/cloud-solutions',
    form: (page) => page.getByRole('complementary', { name: 'Service sidebar' }).locator('form'),
    submit: 'Send Enquiry',
    valid: {
      'Your name': 'Grace Hopper',
      'Email address': 'grace@example.com',
      'Phone number': '5550100',
      'How can we help?': 'Move our platform to the cloud.',
    },
    required: {
      'Your name': 'Enter your name.',
      'Email address': 'Enter your email address.',
      'How can we help?': 'Enter your message.',
    },
    // The page's service, by the title its file gives it.
    topic: { service: getServiceBySlug('cloud-solutions')!.title },
    success: /Your enquiry has reached our team/,
  },
  {
    kind: 'comment',
    path: '/blog-details',
    form: (page) => page.getByRole('form', { name: 'Add Your Comment' }),
    submit: 'Submit Now',
    valid: { 'Your name': 'Alan Turing', 'Email address': 'alan@example.com', 'Your comment': 'A clear article.' },
    required: {
      'Your name': 'Enter your name.',
      'Email address': 'Enter your email address.',
      'Your comment': 'Enter your message.',
    },
    topic: { post: blogArticle.title },
    success: /Your comment has reached us/,
  },
  {
    kind: 'newsletter',
    path: '/services',
    form: (page) => page.getByRole('form', { name: 'Subscribe to Our Newsletter for the daily Updates' }),
    submit: 'Subscribe',
    valid: { 'Email address': 'reader@example.com' },
    required: { 'Email address': 'Enter your email address.' },
    success: /check your inbox to confirm your subscription/,
  },
];

/**
 * Waits until the form's script has taken over (it turns the browser's validation bubbles off
 * for its own messages); before that, a click on submit meets the browser's bubbles instead.
 */
export async function formReady(form: Locator): Promise<void> {
  await expect(form).toHaveJSProperty('noValidate', true);
}

export async function fillForm(form: Locator, values: Record<string, string>): Promise<void> {
  await formReady(form);
  for (const [label, value] of Object.entries(values))
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** The JSON body a form sends: its kind, its fields by name, the page and its topic. */
export function expectedPayload(formCase: FormCase, values: Record<string, string>) {
  const typed = Object.values(values);
  const fields = Object.fromEntries(formFields[formCase.kind].map((name, index) => [name, typed[index]?.trim() ?? '']));
  return { form: formCase.kind, ...fields, page: formCase.path, ...formCase.topic };
}

export type Answer = { status: number; json?: unknown; delayMs?: number } | 'network' | 'hang';

/**
 * Answers the form endpoint with the given answers in turn (the last one repeats), and
 * records the JSON of every POST. CORS preflights are answered as a real endpoint would.
 */
export async function interceptEndpoint(page: Page, answers: Answer[]) {
  const posts: unknown[] = [];
  const cors = { 'Access-Control-Allow-Origin': endpointSite, 'Access-Control-Allow-Headers': 'Content-Type, Accept' };
  await page.route(formEndpoint, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    posts.push(request.postDataJSON());
    const answer = answers[Math.min(posts.length - 1, answers.length - 1)]!;
    if (answer === 'network') return route.abort('failed');
    if (answer === 'hang') return;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    return route.fulfill({ status: answer.status, headers: cors, json: answer.json ?? { ok: answer.status < 300 } });
  });
  return posts;
}

/** A lead as `npm run leads -- --json` prints it: a row of the Worker's D1 table. */
export type StoredLead = LeadRow;

/**
 * Every lead the endpoint site's Worker has stored, read as the sales team reads them
 * (`npm run leads -- --json`, which runs `wrangler d1 execute`: a few seconds of wrangler).
 */
export function storedLeadsFromCli(): StoredLead[] {
  const output = execFileSync(
    'node',
    ['--import', 'tsx', 'scripts/leads.cli.ts', '--json', '--limit', '0', '--persist-to', leadsState],
    {
      encoding: 'utf8',
    },
  );
  // The rows of the table: the command adds where each lead's delivery stands, which is no column of it.
  const rows = JSON.parse(output) as Record<string, unknown>[];
  for (const row of rows) {
    delete row.delivery;
    delete row.delivery_error;
  }
  return rows as unknown as StoredLead[];
}

/** wrangler's local explorer: the Cloudflare API for the running Worker's local bindings. */
const explorer = `${endpointSite}/cdn-cgi/local/explorer/api`;

/**
 * Every lead the endpoint site's Worker has stored, newest first, as `storedLeadsFromCli` reads
 * them, in a few milliseconds: the same D1, read through the local explorer that `wrangler dev`
 * serves beside the Worker (the D1 API's `raw` query, which answers columns and rows).
 */
export async function storedLeads(): Promise<StoredLead[]> {
  const answer = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(`${explorer}${path}`, init);
    const body = (await response.json()) as { success: boolean; errors: unknown[]; result: T };
    if (!response.ok || !body.success)
      throw new Error(`The local explorer answered ${path} with ${response.status}: ${JSON.stringify(body.errors)}`);
    return body.result;
  };
  const databases = await answer<{ name: string; uuid: string }[]>('/d1/database');
  const database = databases.find(({ name }) => name === 'DB');
  if (!database) throw new Error(`No D1 bound as DB among ${JSON.stringify(databases)}`);
  const [table] = await answer<{ results: { columns: string[]; rows: unknown[][] } }[]>(
    `/d1/database/${database.uuid}/raw`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sql: 'SELECT * FROM leads ORDER BY received_at DESC, rowid DESC' }),
    },
  );
  const { columns, rows } = table!.results;
  return rows.map(
    (row) => Object.fromEntries(columns.map((column, index) => [column, row[index]])) as unknown as StoredLead,
  );
}

/** The row a sent form should have become: each field as typed (trimmed), the topic and the page. */
export function expectedRow(formCase: FormCase, values: Record<string, string>) {
  const { form, page, service, post, ...fields } = expectedPayload(formCase, values) as Record<string, string>;
  const all = { name: null, subject: null, phone: null, message: null, ...fields };
  return { form, page, topic: service ?? post ?? null, ...all };
}

/**
 * Gives the page's requests a visitor address of their own (the Worker limits forms per
 * `CF-Connecting-IP`, which Cloudflare sets in production and the local Worker takes from the
 * request), so that tests sending real forms from this one machine count as separate visitors.
 */
export async function asVisitor(page: Page, address: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': address });
}
