/** @jest-environment node */
import sitemap from '../app/sitemap';
import { oneYearAfter, securityTxt, securityTxtPath, type SecurityTxtInput } from './security-txt';

const input: SecurityTxtInput = {
  contact: 'security@site.example',
  siteUrl: 'https://www.site.example',
  now: new Date('2026-05-03T07:15:42.123Z'),
  languages: ['en'],
  policy: '/privacy',
};

/** The fields of a security.txt, by name, as a reader of RFC 9116 parses them. */
function fields(text: string): Map<string, string[]> {
  const read = new Map<string, string[]>();
  for (const line of text.split('\n').filter((line) => line && !line.startsWith('#'))) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect([line, match !== null]).toEqual([line, true]);
    read.set(match![1]!, [...(read.get(match![1]!) ?? []), match![2]!]);
  }
  return read;
}

describe('securityTxt', () => {
  it('has each field RFC 9116 asks for, once, one a line with LF line ends', () => {
    const text = securityTxt(input);
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('\r');
    expect(fields(text)).toEqual(
      new Map([
        ['Contact', ['mailto:security@site.example']],
        ['Expires', ['2027-05-03T07:15:42Z']],
        ['Preferred-Languages', ['en']],
        ['Canonical', ['https://www.site.example/.well-known/security.txt']],
        ['Policy', ['https://www.site.example/privacy']],
      ]),
    );
  });

  it('expires exactly one year after the build, in RFC 3339 UTC', () => {
    const expires = (now: Date) => fields(securityTxt({ ...input, now })).get('Expires')![0]!;
    expect(expires(new Date('2026-12-31T23:59:59Z'))).toBe('2027-12-31T23:59:59Z');
    expect(expires(new Date('2026-05-03T00:00:00+02:00'))).toBe('2027-05-02T22:00:00Z');
    expect(expires(new Date('2028-02-29T12:00:00Z'))).toBe('2029-03-01T12:00:00Z');
    const now = new Date('2026-05-03T07:15:42Z');
    expect(Date.parse(expires(now))).toBe(oneYearAfter(now).getTime());
    expect(oneYearAfter(now).getUTCFullYear() - now.getUTCFullYear()).toBe(1);
    expect(oneYearAfter(now).toISOString().slice(4)).toBe(now.toISOString().slice(4));
  });

  it('names its own address on the site’s origin as canonical, whatever the site URL ends with', () => {
    for (const siteUrl of ['https://www.site.example', 'https://www.site.example/']) {
      const text = securityTxt({ ...input, siteUrl });
      expect(fields(text).get('Canonical')).toEqual([`https://www.site.example${securityTxtPath}`]);
    }
    expect(securityTxtPath).toBe('/.well-known/security.txt');
  });

  it('takes a contact that is already a URI, lists every language, and an absolute policy as it is', () => {
    const text = securityTxt({
      ...input,
      contact: 'https://www.site.example/contact',
      languages: ['en', 'de', 'ar'],
      policy: 'https://policies.site.example/disclosure',
    });
    expect(fields(text).get('Contact')).toEqual(['https://www.site.example/contact']);
    expect(fields(text).get('Preferred-Languages')).toEqual(['en, de, ar']);
    expect(fields(text).get('Policy')).toEqual(['https://policies.site.example/disclosure']);
  });

  it('stops the build on a contact that is neither an e-mail address nor a mailto: or https: URI', () => {
    for (const contact of ['', 'security', 'http://site.example/contact', 'a b@site.example', 'javascript:alert(1)']) {
      expect(() => securityTxt({ ...input, contact })).toThrow(/e-mail address or an https: URL/);
    }
    expect(() => securityTxt({ ...input, languages: [] })).toThrow(/language/);
  });

  it('is not a page of the sitemap', () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.includes('.well-known') || url.endsWith('.txt'))).toEqual([]);
  });
});
