// The accessibility statement (/accessibility), from content/accessibility.yml in the page's
// language. What falls short depends on the build too: the spam check is listed only where this
// build's forms pass through it, as the privacy notice says of it.
import type { z } from 'zod';
import { withCompanyNames } from './company-text';
import { dataFileInLanguage } from './files';
import { formEndpoint, turnstileSiteKey } from './forms';
import { localized } from './localized';
import { dataFiles, type accessibilityFile } from './schema';

export type AccessibilityStatement = z.output<typeof accessibilityFile>;
export type Limitation = AccessibilityStatement['limitations']['items'][number];

/** The statement's words, with the company's names filled in. */
export const accessibilityStatement = localized((language) =>
  withCompanyNames(dataFileInLanguage(dataFiles.accessibility, language)),
);

/** Cloudflare Turnstile checks the forms: only when the site sends them (an endpoint) and has a site key. */
export const formsUseTurnstile = Boolean(formEndpoint && turnstileSiteKey);

/** What is not yet accessible: the file's list, then the spam check when the forms pass through it. */
export function knownLimitations(statement: AccessibilityStatement, turnstile = formsUseTurnstile): Limitation[] {
  const { items, turnstile: check } = statement.limitations;
  return turnstile ? [...items, check] : items;
}
