/** Logo, favicon, client logos and tiling patterns. */
import {
  colours,
  SvgDocument,
  rounded,
  group,
  rect,
  circle,
  path,
  arc,
  text,
  measure,
  capHeight,
  element,
  roundedRectPath,
  shieldPath,
  cloudPath,
} from './drawing';

/** The Corevia mark: a gradient tile holding an open "C" ring around a core. */
export function mark(doc, x, y, s, { tile = true }: { tile?: boolean } = {}) {
  const cx = x + s / 2;
  const cy = y + s / 2;
  const grad = doc.linearGradient(
    [
      [0, colours.blue],
      [1, colours.cyan],
    ],
    [0, 0, 1, 1],
  );
  return group(
    {},
    tile ? rect(x, y, s, s, s * 0.28, grad) : '',
    path(arc(cx, cy, s * 0.25, 135, 405), {
      stroke: tile ? colours.white : grad,
      'stroke-width': s * 0.12,
      'stroke-linecap': 'round',
    }),
    circle(cx, cy, s * 0.085, colours.amber),
  );
}

/** Mark + wordmark lockup in a 180×44 box (as markup, for reuse). */
export function lockup(doc, light = false) {
  const size = 29;
  const base = 22 + capHeight('jakarta800', size) / 2;
  return (
    mark(doc, 2, 5, 34) +
    text('Corevia', 46, rounded(base), size, light ? colours.white : colours.navy, {
      font: 'jakarta800',
      ls: -0.015,
      inline: true,
    })
  );
}

export function logo(light = false) {
  const doc = new SvgDocument(180, 44);
  doc.add(lockup(doc, light));
  return doc.toString();
}

export function favicon() {
  const doc = new SvgDocument(32, 32);
  doc.add(mark(doc, 0, 0, 32));
  return doc.toString();
}

/* ------------------------------------------------------------- clients */

const GREY = colours.grey600;

const clientMarks = {
  // Compass: ring with a north needle.
  northwind: (x, y, s) =>
    circle(x + s / 2, y + s / 2, s * 0.44, 'none', { stroke: GREY, 'stroke-width': s * 0.09 }) +
    path(
      `M${rounded(x + s / 2)} ${rounded(y + s * 0.16)}L${rounded(x + s * 0.64)} ${rounded(y + s * 0.58)}L${rounded(x + s / 2)} ${rounded(y + s * 0.5)}L${rounded(x + s * 0.36)} ${rounded(y + s * 0.58)}Z`,
      { fill: GREY },
    ) +
    path(
      `M${rounded(x + s * 0.36)} ${rounded(y + s * 0.58)}L${rounded(x + s / 2)} ${rounded(y + s * 0.84)}L${rounded(x + s * 0.64)} ${rounded(y + s * 0.58)}L${rounded(x + s / 2)} ${rounded(y + s * 0.5)}Z`,
      { fill: GREY, opacity: 0.45 },
    ),
  // Soft plus inside a glowing ring.
  'lumen-health': (x, y, s) => {
    const c = s / 2;
    const a = s * 0.12;
    const b = s * 0.3;
    return (
      circle(x + c, y + c, s * 0.47, GREY, { opacity: 0.16 }) +
      circle(x + c, y + c, s * 0.36, GREY) +
      path(
        `M${rounded(x + c - a)} ${rounded(y + c - b + a)}a${rounded(a)} ${rounded(a)} 0 0 1 ${rounded(2 * a)} 0v${rounded(b - 2 * a)}h${rounded(b - 2 * a)}a${rounded(a)} ${rounded(a)} 0 0 1 0 ${rounded(2 * a)}h-${rounded(b - 2 * a)}v${rounded(b - 2 * a)}a${rounded(a)} ${rounded(a)} 0 0 1-${rounded(2 * a)} 0v-${rounded(b - 2 * a)}h-${rounded(b - 2 * a)}a${rounded(a)} ${rounded(a)} 0 0 1 0-${rounded(2 * a)}h${rounded(b - 2 * a)}z`,
        {
          fill: colours.white,
        },
      )
    );
  },
  // Waypoints on a rising path.
  brightpath: (x, y, s) =>
    path(
      `M${rounded(x + s * 0.14)} ${rounded(y + s * 0.82)}C${rounded(x + s * 0.5)} ${rounded(y + s * 0.84)} ${rounded(x + s * 0.36)} ${rounded(y + s * 0.4)} ${rounded(x + s * 0.82)} ${rounded(y + s * 0.2)}`,
      {
        stroke: GREY,
        'stroke-width': s * 0.09,
        'stroke-linecap': 'round',
        'stroke-dasharray': `${rounded(s * 0.01)} ${rounded(s * 0.16)}`,
      },
    ) +
    circle(x + s * 0.14, y + s * 0.82, s * 0.1, GREY, { opacity: 0.55 }) +
    circle(x + s * 0.46, y + s * 0.54, s * 0.12, GREY, { opacity: 0.8 }) +
    circle(x + s * 0.82, y + s * 0.2, s * 0.17, GREY),
  // Hexagon with a cut corner.
  quantix: (x, y, s) => {
    const cx = x + s / 2;
    const cy = y + s / 2;
    const pts = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return [cx + s * 0.46 * Math.cos(a), cy + s * 0.46 * Math.sin(a)];
    });
    const inner = Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i - Math.PI / 2;
      return [cx + s * 0.2 * Math.cos(a), cy + s * 0.2 * Math.sin(a)];
    });
    const poly = (p) => 'M' + p.map(([a, b]) => `${rounded(a)} ${rounded(b)}`).join('L') + 'Z';
    return (
      path(poly(pts) + poly(inner.reverse()), { fill: GREY, 'fill-rule': 'evenodd' }) +
      path(`M${rounded(cx + s * 0.12)} ${rounded(cy + s * 0.12)}L${rounded(cx + s * 0.42)} ${rounded(cy + s * 0.42)}`, {
        stroke: colours.white,
        'stroke-width': s * 0.11,
      }) +
      path(`M${rounded(cx + s * 0.1)} ${rounded(cy + s * 0.1)}L${rounded(cx + s * 0.36)} ${rounded(cy + s * 0.36)}`, {
        stroke: GREY,
        'stroke-width': s * 0.09,
        'stroke-linecap': 'round',
      })
    );
  },
  // Classical bank pediment.
  'veridian-bank': (x, y, s) => {
    const cols = [0.2, 0.4, 0.6, 0.8]
      .map((t) => rect(x + s * t - s * 0.055, y + s * 0.42, s * 0.11, s * 0.36, 0, GREY))
      .join('');
    return (
      path(
        `M${rounded(x + s / 2)} ${rounded(y + s * 0.06)}L${rounded(x + s * 0.96)} ${rounded(y + s * 0.32)}H${rounded(x + s * 0.04)}Z`,
        {
          fill: GREY,
        },
      ) +
      cols +
      rect(x + s * 0.04, y + s * 0.82, s * 0.92, s * 0.1, 0, GREY)
    );
  },
  // Globe-like "A": triangle over a horizon arc.
  'atlas-freight': (x, y, s) =>
    path(
      `M${rounded(x + s / 2)} ${rounded(y + s * 0.08)}L${rounded(x + s * 0.95)} ${rounded(y + s * 0.9)}H${rounded(x + s * 0.05)}Z`,
      {
        fill: GREY,
      },
    ) +
    path(
      `M${rounded(x + s * 0.05)} ${rounded(y + s * 0.72)}Q${rounded(x + s / 2)} ${rounded(y + s * 0.5)} ${rounded(x + s * 0.95)} ${rounded(y + s * 0.72)}`,
      {
        stroke: colours.white,
        'stroke-width': s * 0.08,
      },
    ) +
    path(
      `M${rounded(x + s * 0.05)} ${rounded(y + s * 0.56)}Q${rounded(x + s / 2)} ${rounded(y + s * 0.34)} ${rounded(x + s * 0.95)} ${rounded(y + s * 0.56)}`,
      {
        stroke: colours.white,
        'stroke-width': s * 0.05,
      },
    ),
  // Sun rising over a horizon.
  'helio-energy': (x, y, s) => {
    const cx = x + s / 2;
    const cy = y + s * 0.64;
    let rays = '';
    for (let i = 0; i < 7; i++) {
      const a = (-90 + (i - 3) * 30) * (Math.PI / 180);
      rays += `M${rounded(cx + Math.cos(a) * s * 0.33)} ${rounded(cy + Math.sin(a) * s * 0.33)}L${rounded(cx + Math.cos(a) * s * 0.47)} ${rounded(cy + Math.sin(a) * s * 0.47)}`;
    }
    return (
      path(
        `M${rounded(cx - s * 0.24)} ${rounded(cy)}A${rounded(s * 0.24)} ${rounded(s * 0.24)} 0 0 1 ${rounded(cx + s * 0.24)} ${rounded(cy)}Z`,
        {
          fill: GREY,
        },
      ) +
      path(rays, { stroke: GREY, 'stroke-width': s * 0.08, 'stroke-linecap': 'round' }) +
      rect(x + s * 0.04, cy + s * 0.1, s * 0.92, s * 0.08, s * 0.04, GREY) +
      rect(x + s * 0.2, cy + s * 0.25, s * 0.6, s * 0.08, s * 0.04, GREY, { opacity: 0.5 })
    );
  },
  // Cloud with a shopping-bag handle.
  'nimbus-retail': (x, y, s) =>
    path(cloudPath(x, y + s * 0.22, s, s * 0.62), { fill: GREY }) +
    path(
      `M${rounded(x + s * 0.4)} ${rounded(y + s * 0.56)}v-0.01a${rounded(s * 0.1)} ${rounded(s * 0.1)} 0 0 1 ${rounded(s * 0.2)} 0`,
      {
        stroke: colours.white,
        'stroke-width': s * 0.07,
        'stroke-linecap': 'round',
      },
    ) +
    rect(x + s * 0.33, y + s * 0.56, s * 0.34, s * 0.2, s * 0.04, colours.white),
};

const clientWords = {
  northwind: [['Northwind', 'jakarta700', 24, 0]],
  'lumen-health': [
    ['lumen', 'inter500', 24, -0.01],
    [' health', 'inter500', 24, -0.01, 0.55],
  ],
  brightpath: [['Brightpath', 'jakarta800', 23, -0.02]],
  quantix: [['QUANTIX', 'inter800', 19, 0.16]],
  'veridian-bank': [['Veridian Bank', 'serifBold', 23, 0]],
  'atlas-freight': [['ATLAS FREIGHT', 'narrowBold', 21, 0.06]],
  'helio-energy': [['helio energy', 'jakarta600', 23, -0.01]],
  'nimbus-retail': 'stack',
};

export function clientLogo(slug) {
  const doc = new SvgDocument(200, 64);
  const s = 30;
  const gap = 10;
  let words = clientWords[slug];
  if (words === 'stack') {
    const w1 = measure('Nimbus', 23, { font: 'jakarta700' });
    const total = s + gap + w1;
    const x0 = (200 - total) / 2;
    doc.add(
      clientMarks[slug](x0, 17, s),
      text('Nimbus', x0 + s + gap, 35, 23, GREY, { font: 'jakarta700', inline: true }),
      text('RETAIL', x0 + s + gap + 1, 48, 9.5, GREY, { font: 'inter800', ls: 0.42, inline: true }),
    );
    return doc.toString();
  }
  // shrink long names so every lockup fits comfortably inside 200×64
  let k = 1;
  const width = (k) =>
    s * k + gap * k + words.reduce((a, [t, font, size, ls]) => a + measure(t, size * k, { font, ls }), 0);
  while (width(k) > 172) k -= 0.02;
  words = words.map(([t, font, size, ls, op]) => [t, font, size * k, ls, op]);
  const ms = s * k;
  const widths = words.map(([t, font, size, ls]) => measure(t, size, { font, ls }));
  const total = ms + gap * k + widths.reduce((a, b) => a + b, 0);
  const x0 = (200 - total) / 2;
  const [, font0, size0] = words[0];
  const base = 32 + capHeight(font0, size0) / 2;
  let x = x0 + ms + gap * k;
  const parts = [clientMarks[slug](x0, 32 - ms / 2, ms)];
  words.forEach(([t, font, size, ls, op], i) => {
    parts.push(text(t, x, base, size, GREY, { font, ls, opacity: op, inline: true }));
    x += widths[i];
  });
  doc.add(parts);
  return doc.toString();
}

export const clientSlugs = Object.keys(clientMarks);

/* ------------------------------------------------------------- patterns */

export { roundedRectPath, shieldPath, element };
