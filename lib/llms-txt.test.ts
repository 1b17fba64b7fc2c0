import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { llmsTxt } from './llms-txt';

describe('llmsTxt', () => {
  const text = llmsTxt();

  it('opens with the company and its summary, as llms.txt asks', () => {
    const [title, blank, summary] = text.split('\n');
    expect(title).toBe(`# ${site.name}`);
    expect(blank).toBe('');
    expect(summary).toBe(`> ${site.description}`);
  });

  it('names the other languages and links their homes and feeds', () => {
    expect(text).toContain('## Languages');
    expect(text).toContain(`[German (Deutsch)](${new URL('/de', site.url)})`);
    expect(text).toContain(`[Arabic (العربية)](${new URL('/ar', site.url)})`);
    expect(text).toContain(`${new URL('/ar/feed.xml', site.url)}`);
  });

  it('links every service and project with its absolute URL', () => {
    for (const item of [...services, ...projects])
      expect(text).toContain(`[${item.title}](${new URL(item.url, site.url)})`);
  });

  it('links the key pages', () => {
    for (const path of [
      '/about',
      '/services',
      '/projects',
      '/team',
      '/price-plan',
      '/faqs',
      '/blog',
      '/contact',
      '/privacy',
      '/accessibility',
    ])
      expect(text).toContain(`](${new URL(path, site.url)})`);
  });
});
