import type { JsonLdObject } from '@/lib/json-ld';

/**
 * Structured data for search engines. A JSON script is data, not code, so the
 * Content-Security-Policy does not need to allow it.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
