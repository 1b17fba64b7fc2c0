// Texts in the content files name the company through placeholders, so renaming it is one edit
// of the site settings: `{company}` is its short name, `{company_full_name}` its full
// name. content/schema.ts refuses any other placeholder.
import { site } from './site';
import type { placeholders } from './schema';

/** The data with every placeholder in its texts filled in (the names of the page's language). */
export function withCompanyNames<T>(data: T): T {
  const values: Record<(typeof placeholders)[number], string> = {
    company: site.shortName,
    company_full_name: site.name,
  };
  return fill(data, values);
}

function fill<T>(data: T, values: Record<(typeof placeholders)[number], string>): T {
  if (typeof data === 'string')
    return data.replace(/\{(company|company_full_name)\}/g, (_, name: keyof typeof values) => values[name]) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => fill(item, values)) as T;
  if (data !== null && typeof data === 'object')
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fill(value, values)])) as T;
  return data;
}
