// Before wrangler bundles the Worker (wrangler.jsonc, `build.command`): the titles of the site's
// services and posts, which the receiver accepts as a form's `service` and `post` and nothing
// else (lib/form-rules.ts, `judgeSubmission`), written to the git-ignored
// .generated/worker-topics.json that worker/topics.ts imports.
//   tsx scripts/worker-topics.cli.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { posts } from '../content/posts';
import { services } from '../content/services';

const topics = { service: services.map((service) => service.title), post: posts.map((post) => post.title) };
mkdirSync('.generated', { recursive: true });
writeFileSync('.generated/worker-topics.json', `${JSON.stringify(topics, null, 2)}\n`);
