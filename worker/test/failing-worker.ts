// The site's Worker with every answer but the API's broken, for the end-to-end test that shows
// pages, files and the not-found page served without it (e2e/static-files.spec.ts).
import worker from '../index';
import { apiPrefix } from '../routing';

export default {
  ...worker,
  async fetch(request, env, ctx) {
    if (new URL(request.url).pathname.startsWith(apiPrefix)) return worker.fetch(request, env, ctx);
    return new Response('The Worker ran for a path that is not its own.', {
      status: 500,
      headers: { 'Content-Type': 'text/plain' },
    });
  },
} satisfies typeof worker;
