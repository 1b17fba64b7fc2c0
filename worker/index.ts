// The site's Worker. Cloudflare serves the static export (out/) itself; this code runs only
// for /api/* (wrangler.jsonc, `run_worker_first`: the forms and the CMS's sign-in), on a
// schedule, and for the queue.
import { authPath, callbackPath, handleAuth, handleAuthCallback } from './auth';
import type { Env, LeadNotice } from './env';
import { json, problem } from './http';
import { handleLeads } from './leads';
import { notifyLeads, recordAbandoned } from './notify';
import { deleteLeadsBefore, unnotifiedLeadIds } from './store';

const day = 24 * 60 * 60 * 1000;
/** A lead still unnotified this long after it came is queued again by the daily sweep. */
const staleNotice = 60 * 60 * 1000;

/** The not-found page at its own address answers as it does for any unknown path: with 404. */
async function notFoundPage(request: Request, env: Env): Promise<Response> {
  const page = await env.ASSETS.fetch(request);
  return new Response(page.body, { status: page.ok ? 404 : page.status, headers: page.headers });
}

export default {
  async fetch(request, env, ctx): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/404') return notFoundPage(request, env);
    if (pathname === '/api/leads') return handleLeads(request, env, ctx);
    // The CMS's GitHub sign-in (worker/auth.ts).
    if (pathname === authPath) return handleAuth(request, env);
    if (pathname === callbackPath) return handleAuthCallback(request, env);
    // The floor of the lead bench (`npm run bench:leads`), only where the bench turns it on.
    if (pathname === '/api/ping' && env.BENCH_PING === 'on') return json(200, { ok: true });
    return json(404, problem('path', 'There is nothing here.'));
  },

  async queue(batch, env): Promise<void> {
    // The dead-letter queue is the notifications queue's name with "-dlq" (wrangler.jsonc).
    if (batch.queue.endsWith('-dlq')) return recordAbandoned(batch, env);
    return notifyLeads(batch, env);
  },

  async scheduled(controller, env): Promise<void> {
    const now = controller.scheduledTime;
    const days = Number(env.RETENTION_DAYS ?? '365');
    const retention = Number.isFinite(days) && days > 0 ? days : 365;
    const deleted = await deleteLeadsBefore(env.DB, new Date(now - retention * day));
    const stale = await unnotifiedLeadIds(env.DB, new Date(now - staleNotice));
    if (stale.length > 0) await env.NOTIFICATIONS.sendBatch(stale.map((id) => ({ body: { id } })));
    console.log(`sweep: ${deleted} leads past ${retention} days deleted; ${stale.length} notifications queued again`);
  },
} satisfies ExportedHandler<Env, LeadNotice>;
