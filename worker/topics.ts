// The services and posts a form may name: their titles as the site's pages send them, written
// from content/ when the Worker is bundled (scripts/worker-topics.cli.ts).
import type { KnownTopics } from '../lib/form-rules';
import titles from '../.generated/worker-topics.json';

export const knownTopics: KnownTopics = { service: new Set(titles.service), post: new Set(titles.post) };

/** The words of the page a visitor sees back from confirming a newsletter sign-up, by language (content/forms.yml). */
export const newsletterWords = titles.newsletter;
