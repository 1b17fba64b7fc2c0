import type { OgCard as OgCardContent } from '@/content/og-images';
import { site } from '@/content/site';
import { colours, translucent } from '@/styles/palette';

// Drawn by next/og into a PNG at build time: inline styles only, and every box
// with more than one child is a flex box.
const mark = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 32 32"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours['blue-600']}"/><stop offset="1" stop-color="${colours['cyan-400']}"/></linearGradient></defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M21.7 21.7A8 8 0 1 1 21.7 10.3" fill="none" stroke="${colours.white}" stroke-width="3.8" stroke-linecap="round"/><circle cx="16" cy="16" r="2.7" fill="${colours['amber-400']}"/></svg>`;

/** Cuts a text at a word boundary so it fits two lines of the card. */
function shorten(text: string, max = 150): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max)).replace(/[,;:.]$/, '')}…`;
}

export function OgCard({ card }: { card: OgCardContent }) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '64px 72px',
        backgroundColor: colours['navy-900'],
        backgroundImage: `radial-gradient(circle at 100% 0%, ${translucent(colours['blue-600'], 0.6)}, transparent 60%)`,
        fontFamily: 'Plus Jakarta Sans',
        color: colours.white,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- drawn into a PNG, not a page */}
        <img src={`data:image/svg+xml,${encodeURIComponent(mark)}`} width={64} height={64} alt="" />
        <span style={{ fontSize: 34, fontWeight: 800 }}>{site.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <span
          style={{
            fontSize: 26,
            fontWeight: 500,
            color: colours['cyan-400'],
            letterSpacing: 3,
            textTransform: 'uppercase',
          }}
        >
          {card.eyebrow}
        </span>
        <span style={{ fontSize: card.title.length > 44 ? 58 : 70, fontWeight: 800, lineHeight: 1.1 }}>
          {card.title}
        </span>
        <span style={{ fontSize: 28, fontWeight: 500, lineHeight: 1.45, color: colours['navy-200'] }}>
          {shorten(card.text)}
        </span>
      </div>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <span style={{ fontSize: 24, fontWeight: 500, color: colours['blue-300'] }}>{new URL(site.url).host}</span>
        <div
          style={{
            display: 'flex',
            width: 220,
            height: 8,
            borderRadius: 8,
            backgroundImage: `linear-gradient(90deg, ${colours['blue-600']}, ${colours['cyan-400']})`,
          }}
        />
      </div>
    </div>
  );
}
