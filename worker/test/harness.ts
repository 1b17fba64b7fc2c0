// One Worker under test: the deploy bundle in Miniflare with the bindings of wrangler.jsonc
// (in-memory D1, queues, rate limiter, the local send_email binding), settings a test may
// override, and a stand-in for the one service outside this machine (Turnstile's siteverify).
import type { Log as MiniflareLog, Miniflare as MiniflareType } from 'miniflare';

interface WorkerTestKit {
  Miniflare: typeof MiniflareType;
  /** Miniflare 5 reads one options object per worker; the options below are written in the flat form. */
  convertV4MiniflareOptions: (options: never) => unknown;
  Log: typeof MiniflareLog;
  LogLevel: { INFO: number };
  workerOptions: Record<string, unknown> & { bindings?: Record<string, unknown> };
  scriptPath: string;
  /** The statements of each file of worker/migrations/, in order (split as wrangler splits them). */
  migrations: string[][];
}

declare global {
  var workerTestKit: WorkerTestKit;
}

/** The Worker's route for the forms. */
export const leadsPath = '/api/leads';

/** The queue the receiver sends notices to, and its dead-letter queue (wrangler.jsonc). */
export const notificationQueue = 'corevia-lead-notifications';
export const deadLetterQueue = 'corevia-lead-notifications-dlq';

/** The queue of webhook deliveries, and its dead-letter queue (wrangler.jsonc). */
export const deliveryQueue = 'corevia-lead-deliveries';
export const deliveryDeadLetterQueue = 'corevia-lead-deliveries-dlq';

/** What a test's stand-in for an outside service answers: a response, or a thrown error (unreachable). */
export type Outbound = (request: Request) => Response | Promise<Response>;

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  json: unknown;
}

/** An e-mail as a send_email binding took it (Miniflare's local explorer's record). */
export interface SentEmail {
  /** `"Name" <address>`, or the bare address. */
  from: string;
  to: string[];
  cc?: string[];
  bcc?: string[];
  replyTo?: string;
  subject: string;
  /** Set by the binding, as Cloudflare's sending does. */
  messageId: string;
  headers?: Record<string, string>;
  text?: string;
  html?: string;
}

interface ExplorerPage<Result> {
  result: Result;
  result_info?: { has_more?: boolean; cursor?: string };
}

export interface StartOptions {
  /** Settings (wrangler.jsonc `vars`, or secrets) to set or override. */
  vars?: Record<string, string>;
  /** Answers the Worker's requests to other hosts (Turnstile's siteverify) in place of the network. */
  outbound?: Outbound;
  /** Miniflare options to replace (`ratelimits: {}`: a Worker whose rate-limit binding fails). */
  overrides?: Record<string, unknown>;
}

/** Reads until `done` holds, or the time is up (then the last value, for the test's assertion to show). */
export async function waitFor<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const validQuote = {
  form: 'quote',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A booking app',
  phone: '+1 (555) 010-0100',
  message: 'We need an iOS and Android app.',
  page: '/contact',
};

export async function startWorker({ vars = {}, outbound, overrides: replaced = {} }: StartOptions = {}) {
  const kit = globalThis.workerTestKit;
  const logs: string[] = [];
  /** What the Worker's code wrote with `console`, as workerd prints it. */
  const consoleOutput: string[] = [];
  class CapturingLog extends kit.Log {
    override log(message: string): void {
      logs.push(message);
    }
  }
  const options = (overrides: Record<string, string>) => ({
    ...kit.workerOptions,
    assets: undefined,
    modules: true,
    // The bundle is one module; Miniflare 5 takes no module rules.
    modulesRules: undefined,
    // Its e-mail API gives `emails()` every message the bindings took.
    unsafeLocalExplorer: true,
    scriptPath: kit.scriptPath,
    modulesRoot: kit.scriptPath.replace(/[\\/][^\\/]+$/, ''),
    bindings: { ...kit.workerOptions.bindings, ...vars, ...overrides },
    // Without a stand-in, requests go to the network as in production (none here but 127.0.0.1).
    ...(outbound ? { outboundService: (request: Request) => outbound(request) } : {}),
    log: new CapturingLog(kit.LogLevel.INFO),
    // workerd reports each `console` call as one structured line.
    handleStructuredLogs({ message }: { message: string }) {
      consoleOutput.push(`${message}\n`);
    },
    ...replaced,
  });
  const mf = new kit.Miniflare(kit.convertV4MiniflareOptions(options({}) as never) as never);
  // Miniflare may listen on another port after `setOptions`; `setVars` reads it again.
  let origin = (await mf.ready).origin;
  /** A GET of Miniflare's local explorer, which keeps every e-mail the send_email bindings took. */
  async function explorer<Result>(query: string): Promise<ExplorerPage<Result>> {
    const url = new URL(`/cdn-cgi/local/explorer/api/local/email/sending?${query}`, origin);
    const response = await fetch(url);
    const page = (await response.json()) as Partial<ExplorerPage<Result>>;
    if (!response.ok || page.result === undefined)
      throw new Error(`The explorer's e-mail API answered ${response.status}`);
    return page as ExplorerPage<Result>;
  }
  // The tables, as `wrangler d1 migrations apply` makes them in production.
  const db = await mf.getD1Database('DB');
  for (const statements of kit.migrations) await db.batch(statements.map((sql) => db.prepare(sql)));

  return {
    origin,
    logs,

    /** The Worker's `console` lines so far, joined (workerd writes them a moment after the answer). */
    async console(): Promise<string> {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return consoleOutput.join('');
    },

    /** Sends a request to the Worker as a browser or a bot would. */
    async request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Answer> {
      const response = await fetch(new URL(path, origin), { ...init, ...({ duplex: 'half' } as object) });
      const body = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        // not JSON
      }
      return { status: response.status, headers: Object.fromEntries(response.headers), body, json };
    },

    /** A request at any address, as the Worker would see it there (a preview's, say), answered by the Worker under test. */
    async dispatch(url: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Answer> {
      const response = await mf.dispatchFetch(url, init as never);
      const body = await response.text();
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        // not JSON
      }
      return { status: response.status, headers: Object.fromEntries(response.headers as never), body, json };
    },

    /** POSTs a form as the site does: JSON, from the site's own origin. */
    post(body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
      return this.request(leadsPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },

    /** Rows of the Worker's D1 database. */
    async query<Row = Record<string, unknown>>(sql: string, ...params: unknown[]): Promise<Row[]> {
      const db = await mf.getD1Database('DB');
      const { results } = await db
        .prepare(sql)
        .bind(...params)
        .all();
      return JSON.parse(JSON.stringify(results)) as Row[];
    },

    async run(sql: string): Promise<void> {
      const db = await mf.getD1Database('DB');
      await db.exec(sql);
    },

    /** Delivers messages to the Worker's queue handler, as the queue would; returns what it acked and retried. */
    async deliver(queue: string, bodies: unknown[], attempts = 1) {
      const worker = await mf.getWorker();
      const messages = bodies.map((body, index) => ({
        id: `message-${index}`,
        timestamp: new Date(),
        body,
        attempts,
      }));
      const result = await (worker as unknown as { queue: (q: string, m: unknown[]) => Promise<unknown> }).queue(
        queue,
        messages,
      );
      return JSON.parse(JSON.stringify(result)) as {
        outcome: string;
        ackAll: boolean;
        retryBatch: { retry: boolean };
        explicitAcks: string[];
        retryMessages: { msgId: string; delaySeconds?: number }[];
      };
    },

    /** Runs the Worker's scheduled handler as the cron trigger would, at `time`. */
    async scheduled(time: Date) {
      const worker = await mf.getWorker();
      const result = await (
        worker as unknown as { scheduled: (o: { scheduledTime: Date; cron: string }) => Promise<unknown> }
      ).scheduled({ scheduledTime: time, cron: '17 * * * *' });
      return JSON.parse(JSON.stringify(result)) as { outcome: string };
    },

    /**
     * Every e-mail the send_email bindings took, oldest first, as the Worker handed it over. The
     * explorer stores each before `send()` returns, and lists the newest first, a page at a time.
     */
    async emails(): Promise<SentEmail[]> {
      const summaries: { messageId: string }[] = [];
      for (let query = 'per_page=100'; ;) {
        const page = await explorer<{ messageId: string }[]>(query);
        summaries.push(...page.result);
        const next = page.result_info?.has_more ? page.result_info.cursor : undefined;
        if (!next) break;
        query = `per_page=100&cursor=${encodeURIComponent(next)}`;
      }
      const details = summaries
        .reverse()
        .map(({ messageId }) => explorer<SentEmail>(`email_id=${encodeURIComponent(messageId)}`));
      return (await Promise.all(details)).map((page) => page.result);
    },

    /** Changes settings, keeping the database (a mail path that starts to work, say). */
    async setVars(overrides: Record<string, string>): Promise<void> {
      await mf.setOptions(kit.convertV4MiniflareOptions(options(overrides) as never) as never);
      origin = (await mf.ready).origin;
    },

    dispose: () => mf.dispose(),
  };
}

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;
