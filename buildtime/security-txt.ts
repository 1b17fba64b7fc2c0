// The site's security contact (RFC 9116), which scripts/postbuild.cli.ts writes to
// out/.well-known/security.txt from the content: where to report a vulnerability, in which
// languages, under which policy, and until when the file may be trusted.

/** Where RFC 9116 puts the file (RFC 8615's well-known folder). */
export const securityTxtPath = '/.well-known/security.txt';

export interface SecurityTxtInput {
  /** The address reports go to: an e-mail address, or already a `mailto:` or `https:` URI. */
  contact: string;
  /** The site's origin (content/site.ts, `site.url`). */
  siteUrl: string;
  /** When the file is written; it expires a year later. */
  now: Date;
  /** Language tags of the site, preferred first. */
  languages: string[];
  /** The policy reporters read: a path of the site or an absolute URL. */
  policy: string;
}

const emailAddress = /^[^\s@:<>]+@[^\s@:<>]+\.[^\s@:<>]+$/;

/** A contact as the URI the field holds; a value that is neither an address nor a URI stops the build. */
function contactUri(contact: string): string {
  const value = contact.trim();
  if (/^(mailto:|https:\/\/)\S+$/.test(value)) return value;
  if (emailAddress.test(value)) return `mailto:${value}`;
  throw new Error(`security.txt needs an e-mail address or an https: URL to contact; got "${contact}".`);
}

/** RFC 3339 in UTC, to the second. */
const timestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** One calendar year after `now` (29 February gives 1 March). */
export function oneYearAfter(now: Date): Date {
  const later = new Date(now.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + 1);
  return later;
}

/** The text of security.txt: one `Field: value` a line, LF line ends. */
export function securityTxt({ contact, siteUrl, now, languages, policy }: SecurityTxtInput): string {
  if (languages.length === 0) throw new Error('security.txt needs at least one language.');
  const fields = [
    ['Contact', contactUri(contact)],
    ['Expires', timestamp(oneYearAfter(now))],
    ['Preferred-Languages', languages.join(', ')],
    ['Canonical', new URL(securityTxtPath, siteUrl).toString()],
    ['Policy', new URL(policy, siteUrl).toString()],
  ];
  return `${fields.map(([name, value]) => `${name}: ${value}`).join('\n')}\n`;
}
