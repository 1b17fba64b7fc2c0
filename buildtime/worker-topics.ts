// The titles of the site's services and posts, in every language, which the receiver accepts as a form's `service`
// and `post` and nothing else (lib/receiver.ts, `judgeSubmission`), and the words of the page the
// Worker shows a visitor back from confirming a newsletter sign-up (worker/newsletter.ts), in
// every language, written to the git-ignored
// .generated/worker-topics.json that worker/topics.ts imports. Written before every build, dev
// server and lint (scripts/prebuild.cli.ts, so the Worker type-checks on a clean clone) and
// before wrangler bundles the Worker (scripts/worker-topics.cli.ts, wrangler.jsonc `build.command`).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { languages } from '../content/languages';
import { newsletterConfirmation } from '../content/forms';
import { inLanguage } from '../content/localized';
import { posts } from '../content/posts';
import { services } from '../content/services';

export const workerTopicsPath = '.generated/worker-topics.json';

/** Each topic's title in every language the site has it in (a form sends its page's), and the confirmation page's words. */
export function workerTopics() {
  const titles = (read: () => { title: string }[]) => [
    ...new Set(languages.flatMap((language) => inLanguage(language, () => read().map((entry) => entry.title)))),
  ];
  return {
    service: titles(() => services),
    post: titles(() => posts),
    newsletter: Object.fromEntries(
      languages.map((language) => [language, inLanguage(language, () => ({ ...newsletterConfirmation }))]),
    ),
  };
}

export function writeWorkerTopics() {
  const topics = workerTopics();
  const text = `${JSON.stringify(topics, null, 2)}\n`;
  mkdirSync('.generated', { recursive: true });
  // Unchanged bytes stay untouched, so that wrangler's watcher and the build cache keep them.
  if (!existsSync(workerTopicsPath) || readFileSync(workerTopicsPath, 'utf8') !== text) {
    writeFileSync(workerTopicsPath, text);
  }
}
