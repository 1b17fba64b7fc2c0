// The site's Worker. Cloudflare serves the static export (out/) itself, pages included; this code
// runs for /api/* (the forms and the CMS's sign-in), for the not-found pages' own addresses
// (worker/routing.ts), on the hourly schedule and for the queues. Under the paid plan's option
// (`--precompressed`, docs/deploying.md) the pages come through it too, sent in the build's
// brotli (worker/pages.ts).
import { authPath, callbackPath, handleAuth, handleAuthCallback } from './auth';
import type { Env, LeadNotice, DeliveryNotice } from './env';
import { json, problem } from './http';
import { handleLeads } from './leads';
import { servePage } from './pages';
import { previewRefusal } from './preview';
import { notifyLeads, recordAbandoned, sendDigest } from './notify';
import { apiPrefix, notFoundPaths } from './routing';
import { forgetPastDayKeys } from './sender';
import { deleteLeadsBefore, forgetPastDay, unattemptedDeliveryIds, unnotifiedLeadIds } from './store';
import { deliverAll, deliveryQueue, recordAbandonedDeliveries } from './deliveries';
import { confirmedPath, handleConfirmed } from './newsletter';

const day = 24 * 60 * 60 * 1000;
/** A lead still unnotified this long after it came is queued again by the sweep. */
const staleNotice = 15 * 60 * 1000;
/** Notices queued in one call (the most a Queue takes at once). */
const sweepPage = 100;

/** The not-found page at its own address answers as it does for any unknown path: with 404. */
async function notFoundPage(request: Request, env: Env): Promise<Response> {
  const page = await env.ASSETS.fetch(request);
  return new Response(page.body, { status: page.ok ? 404 : page.status, headers: page.headers });
}

async function route(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (notFoundPaths.includes(pathname)) return notFoundPage(request, env);
  if (!pathname.startsWith(apiPrefix)) return servePage(request, env.ASSETS);
  // What writes to the database and queues, only at the site's own address: never on a preview (worker/preview.ts).
  if (pathname === '/api/leads' || pathname === confirmedPath) {
    const refused = request.method === 'OPTIONS' ? null : previewRefusal(request, env);
    if (refused) return refused;
  }
  if (pathname === '/api/leads') return handleLeads(request, env, ctx);
  // The way back from a newsletter sign-up's confirmation (worker/newsletter.ts).
  if (pathname === confirmedPath) return handleConfirmed(request, env, ctx);
  // The CMS's GitHub sign-in (worker/auth.ts).
  if (pathname === authPath) return handleAuth(request, env);
  if (pathname === callbackPath) return handleAuthCallback(request, env);
  // The floor of the lead bench (`npm run bench:leads`), only where the bench turns it on.
  if (pathname === '/api/ping' && env.BENCH_PING === 'on') return json(200, { ok: true });
  return json(404, problem('path', 'There is nothing here.'));
}

type IdPage = (db: D1Database, before: Date, now: Date, page: { limit: number; offset: number }) => Promise<string[]>;

/**
 * Queues again every id `pages` finds owed a quarter of an hour after it was made: every page is
 * read first (queued ones may be claimed meanwhile), then queued, a queue's batch at a time.
 */
async function requeue<Body>(env: Env, now: Date, pages: IdPage, queue: Queue<Body>, body: (id: string) => Body) {
  const ids: string[] = [];
  for (let offset = 0; ; offset += sweepPage) {
    const page = await pages(env.DB, new Date(now.getTime() - staleNotice), now, { limit: sweepPage, offset });
    ids.push(...page);
    if (page.length < sweepPage) break;
  }
  for (let start = 0; start < ids.length; start += sweepPage) {
    await queue.sendBatch(ids.slice(start, start + sweepPage).map((id) => ({ body: body(id) })));
  }
  return ids.length;
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    try {
      return await route(request, env, ctx);
    } catch (error) {
      // Whatever broke, the answer is the contract's JSON, never Cloudflare's error page.
      console.error('worker: unexpected failure:', error instanceof Error ? error.message : error);
      return json(503, problem('server', 'Something went wrong on our side; nothing was kept. Try again shortly.'), {
        'Retry-After': '30',
      });
    }
  },

  async queue(batch, env): Promise<void> {
    // Each dead-letter queue is its queue's name with "-dlq" (wrangler.jsonc).
    if (batch.queue.startsWith(deliveryQueue)) {
      const deliveries = batch as MessageBatch<DeliveryNotice>;
      return batch.queue.endsWith('-dlq') ? recordAbandonedDeliveries(deliveries, env) : deliverAll(deliveries, env);
    }
    const notices = batch as MessageBatch<LeadNotice>;
    if (batch.queue.endsWith('-dlq')) return recordAbandoned(notices, env);
    return notifyLeads(notices, env);
  },

  async scheduled(controller, env): Promise<void> {
    const now = new Date(controller.scheduledTime);
    const days = Number(env.RETENTION_DAYS ?? '365');
    const retention = Number.isFinite(days) && days > 0 ? days : 365;
    const deleted = await deleteLeadsBefore(env.DB, new Date(now.getTime() - retention * day));
    await forgetPastDay(env.DB, now);
    await forgetPastDayKeys(env.DB, now);
    const digested = await sendDigest(env, now);
    // Every e-mail still owed, and every delivery whose notice never reached its queue.
    const queued = await requeue(env, now, unnotifiedLeadIds, env.NOTIFICATIONS, (id) => ({ id }));
    const redelivered = await requeue(env, now, unattemptedDeliveryIds, env.DELIVERIES, (delivery) => ({ delivery }));
    console.log(
      `sweep: ${deleted} leads past ${retention} days deleted; ${digested} in the digest; ${queued} notifications queued again; ${redelivered} webhook deliveries queued again`,
    );
  },
} satisfies ExportedHandler<Env, LeadNotice | DeliveryNotice>;
