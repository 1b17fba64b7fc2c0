import { isLanguage, translatedLanguages } from '@/content/languages';
import { inLanguage } from '@/content/localized';
import { rssFeed } from '@/lib/feed';

// The blog's feed in German and Arabic (/de/feed.xml, /ar/feed.xml): its posts, links and
// language in the route's language.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return translatedLanguages.map((lang) => ({ lang }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!isLanguage(lang)) return new Response('Not found', { status: 404 });
  return new Response(inLanguage(lang, rssFeed), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
