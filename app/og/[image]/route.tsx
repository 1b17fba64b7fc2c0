import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/og/og-card';
import { ogCards } from '@/content/og-images';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ogCards.map((card) => ({ image: card.file }));
}

const fontFile = (weight: 500 | 800) =>
  readFile(
    join(
      process.cwd(),
      `node_modules/@fontsource/plus-jakarta-sans/files/plus-jakarta-sans-latin-${weight}-normal.woff`,
    ),
  );

/** The Open Graph card of a section or an item, drawn at build time (1200 × 630 PNG). */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const card = ogCards.find((candidate) => candidate.file === image);
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
