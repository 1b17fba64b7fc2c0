import { URLPattern } from 'node:url';
import { speculationRules } from './speculation-rules';

type Where = { and?: Where[]; not?: Where; href_matches?: string | string[]; selector_matches?: string };

/** Whether a link meets a rule's `where`, as Chromium reads it: URL patterns against the page's base. */
function meets(where: Where, link: HTMLAnchorElement, base: string): boolean {
  if (where.and) return where.and.every((part) => meets(part, link, base));
  if (where.not) return !meets(where.not, link, base);
  if (where.href_matches) {
    const patterns = [where.href_matches].flat();
    return patterns.some((pattern) => new URLPattern(pattern, base).test(link.href));
  }
  if (where.selector_matches) return link.matches(where.selector_matches);
  throw new Error(`An unknown condition: ${JSON.stringify(where)}`);
}

const base = 'https://www.site.example/services';
const linkTo = (href: string, attributes: Record<string, string> = {}) => {
  const link = document.createElement('a');
  link.href = new URL(href, base).href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  return link;
};
const prerendered = (link: HTMLAnchorElement) =>
  speculationRules.prerender.some((rule) => meets(rule.where as Where, link, base));

describe('the speculation rules', () => {
  it('prerender the pages of the site, in every language, moderately', () => {
    for (const href of ['/', '/about', '/de/service/cybersecurity', '/ar/project/x', '/search?q=cloud'])
      expect([href, prerendered(linkTo(href))]).toEqual([href, true]);
    expect(speculationRules.prerender.map((rule) => rule.eagerness)).toEqual(['moderate']);
  });

  it('never the API, the content manager, a file, another site, a download or a new tab', () => {
    for (const link of [
      linkTo('/api/leads'),
      linkTo('/admin/'),
      linkTo('/brochure/corevia-services.pdf'),
      linkTo('/feed.xml'),
      linkTo('https://www.linkedin.com/company/x'),
      linkTo('/about', { download: '' }),
      linkTo('/about', { target: '_blank' }),
    ])
      expect([link.outerHTML, prerendered(link)]).toEqual([link.outerHTML, false]);
  });
});
