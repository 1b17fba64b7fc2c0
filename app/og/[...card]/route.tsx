import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/og/og-card';
import { defaultLanguage, isLanguage, type Language } from '@/content/languages';
import { ogCardsIn } from '@/content/og-images';
import { cardLanguages } from '@/content/permalinks';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Each card of each language that has its own: `/og/home.png`, `/og/de/home.png`. */
export function generateStaticParams() {
  return cardLanguages.flatMap((language) =>
    ogCardsIn(language).map((card) => ({ card: language === defaultLanguage ? [card.file] : [language, card.file] })),
  );
}

const fontFile = (weight: 500 | 800) =>
  readFile(
    join(
      process.cwd(),
      `node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
    ),
  );

/** The Open Graph card of a section or an item, in a language, drawn at build time (1200 × 630 PNG). */
export async function GET(_request: Request, { params }: { params: Promise<{ card: string[] }> }) {
  const { card: segments } = await params;
  const [first, second] = segments;
  const [language, image]: [Language | undefined, string | undefined] =
    segments.length === 1 ? [defaultLanguage, first] : isLanguage(first) ? [first, second] : [undefined, undefined];
  const card = language && ogCardsIn(language).find((candidate) => candidate.file === image);
  if (!card) return new Response('Not found', { status: 404 });
  const [medium, extraBold] = await Promise.all([fontFile(500), fontFile(800)]);
  return new ImageResponse(<OgCard card={card} />, {
    width: 1200,
    height: 630,
    fonts: [
      { name: 'Plus Jakarta Sans', data: medium, weight: 500, style: 'normal' },
      { name: 'Plus Jakarta Sans', data: extraBold, weight: 800, style: 'normal' },
    ],
  });
}
