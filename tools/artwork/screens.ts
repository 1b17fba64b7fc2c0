/**
 * Reusable abstract app screens and web pages drawn inside device frames.
 * Screens take (doc, x, y, w, h, opts) and return SVG markup; sizes are
 * expressed in units of the screen width so they scale with the frame.
 */
import {
  colours,
  rounded,
  rect,
  circle,
  path,
  line,
  text,
  icon,
  iconTile,
  bar,
  lines,
  avatar,
  pill,
  lineChart,
  bars,
  donut,
  ring,
  progress,
  statusBar,
  bubble,
  smooth,
  type IconName,
} from './drawing';

const grad = (doc, a = colours.blue, b = colours.cyan) =>
  doc.linearGradient(
    [
      [0, a],
      [1, b],
    ],
    [0, 0, 1, 1],
  );

function tabBar(
  x,
  y,
  w,
  h,
  u,
  active = 0,
  {
    dark = false,
    accent = colours.blue,
    names = ['home', 'chart', 'wallet', 'user'],
  }: { dark?: boolean; accent?: string; names?: IconName[] } = {},
) {
  const ty = y + h - 20 * u;
  let s =
    rect(x, ty, w, 20 * u, 0, dark ? '#0E2150' : colours.white) +
    line(x, ty, x + w, ty, dark ? '#1C3575' : colours.grey200, 1);
  names.forEach((n, i) => {
    const cx = x + w * ((i + 0.5) / names.length);
    s += icon(n, cx, ty + 9 * u, 8.5 * u, i === active ? accent : dark ? '#5E6E94' : colours.grey400, { sw: 2 });
  });
  return (
    s + pill(x + w / 2 - 15 * u, y + h - 4 * u, 30 * u, 1.6 * u, dark ? '#ffffff' : colours.navy, { opacity: 0.5 })
  );
}

/** Finance/home style screen: greeting, gradient balance card, actions, list. */
export function screenWallet(
  doc,
  x,
  y,
  w,
  h,
  {
    accent = colours.blue,
    accent2 = colours.cyan,
    amount = '$12,480.50',
    dark = false,
    labels = true,
  }: { accent?: string; accent2?: string; amount?: string | null; dark?: boolean; labels?: boolean } = {},
) {
  const u = w / 100;
  const fg = dark ? colours.white : colours.navy;
  const muted = dark ? '#2A3F78' : colours.grey200;
  let s = statusBar(x, y, w, fg);
  s += avatar(x + 11 * u, y + 22 * u, 5 * u, { bg: colours.amberTint, fg: colours.amber });
  s +=
    bar(x + 20 * u, y + 18.5 * u, 22 * u, 2.8 * u, dark ? '#5E6E94' : colours.grey400) +
    bar(x + 20 * u, y + 23.5 * u, 34 * u, 3.2 * u, fg);
  s +=
    circle(x + 88 * u, y + 22 * u, 5 * u, dark ? '#1C3575' : colours.grey50) +
    icon('bell', x + 88 * u, y + 22 * u, 5.5 * u, fg, { sw: 2.2 });
  // balance card
  const cy = y + 33 * u;
  s += rect(x + 6 * u, cy, 88 * u, 50 * u, 6 * u, grad(doc, accent, accent2));
  s +=
    circle(x + 86 * u, cy + 6 * u, 22 * u, '#fff', { opacity: 0.08 }) +
    circle(x + 96 * u, cy + 46 * u, 16 * u, '#fff', { opacity: 0.08 });
  s += bar(x + 12 * u, cy + 8 * u, 22 * u, 2.6 * u, '#fff', { opacity: 0.6 });
  s += amount
    ? text(amount, x + 12 * u, cy + 22 * u, 9.5 * u, colours.white, { font: 'inter600' })
    : bar(x + 12 * u, cy + 14 * u, 44 * u, 7 * u, '#fff');
  s += path(
    smooth([
      [x + 12 * u, cy + 40 * u],
      [x + 26 * u, cy + 34 * u],
      [x + 40 * u, cy + 38 * u],
      [x + 54 * u, cy + 30 * u],
      [x + 68 * u, cy + 33 * u],
      [x + 86 * u, cy + 26 * u],
    ]),
    { stroke: '#fff', 'stroke-width': 1.4 * u, 'stroke-linecap': 'round', opacity: 0.9 },
  );
  s += circle(x + 86 * u, cy + 26 * u, 1.8 * u, '#fff');
  // actions
  const ay = y + 89 * u;
  (['send', 'wallet', 'chart', 'grid'] satisfies IconName[]).forEach((n, i) => {
    const tx = x + 8 * u + i * 22 * u;
    s += iconTile(n, tx, ay, 16 * u, {
      bg: dark ? '#1C3575' : i === 0 ? colours.blueTint : colours.grey50,
      color: i === 0 ? accent : fg,
      sw: 2,
    });
    s += bar(tx + 3 * u, ay + 19 * u, 10 * u, 2 * u, muted);
  });
  // list
  const ly = y + 120 * u;
  s += bar(x + 8 * u, ly, 28 * u, 3 * u, fg) + bar(x + 78 * u, ly, 14 * u, 3 * u, muted);
  const items: [IconName, string, string, string][] = [
    ['cart', colours.amberTint, colours.amber, '-$84.20'],
    ['bolt', colours.cyanTint, '#0EA5C4', '-$42.00'],
    ['arrow', colours.blueTint, accent, '+$1,250'],
  ];
  items.forEach(([n, bg, col, amt], i) => {
    const iy = ly + 8 * u + i * 21 * u;
    s += iconTile(n, x + 8 * u, iy, 14 * u, { bg: dark ? '#1C3575' : bg, color: col });
    s +=
      bar(x + 27 * u, iy + 3 * u, 28 * u, 3 * u, fg, { opacity: 0.85 }) +
      bar(x + 27 * u, iy + 9 * u, 18 * u, 2.4 * u, muted);
    s += labels
      ? text(amt, x + 92 * u, iy + 9 * u, 4.6 * u, amt.startsWith('+') ? '#12B76A' : fg, { anchor: 'end' })
      : bar(x + 78 * u, iy + 5 * u, 14 * u, 3 * u, amt.startsWith('+') ? '#12B76A' : muted);
  });
  s += tabBar(x, y, w, h, u, 0, { dark, accent });
  return s;
}

/** Chat screen: header, alternating bubbles, composer. */
export function screenChat(
  doc,
  x,
  y,
  w,
  h,
  {
    accent = colours.blue,
    botColor = colours.cyan,
    title = true,
  }: { accent?: string; botColor?: string; title?: boolean } = {},
) {
  const u = w / 100;
  let s = statusBar(x, y, w, colours.navy);
  if (title) {
    s += rect(x, y + 12 * u, w, 22 * u, 0, colours.white) + line(x, y + 34 * u, x + w, y + 34 * u, colours.grey200, 1);
    s +=
      circle(x + 14 * u, y + 23 * u, 6.5 * u, grad(doc, accent, botColor)) +
      icon('spark', x + 14 * u, y + 23 * u, 7 * u, colours.white, { sw: 2 });
    s +=
      bar(x + 24 * u, y + 19 * u, 26 * u, 3.2 * u, colours.navy) +
      bar(x + 24 * u, y + 25 * u, 16 * u, 2.4 * u, '#12B76A', { opacity: 0.7 });
  }
  const rows: ['l' | 'r', number, number][] = [
    ['l', 62, 2],
    ['r', 54, 1],
    ['l', 72, 3],
    ['r', 40, 1],
    ['l', 58, 2],
  ];
  let cy = y + 42 * u;
  for (const [side, bw, nl] of rows) {
    const bh = (6 + nl * 5.5) * u;
    const bx = side === 'l' ? x + 6 * u : x + w - 6 * u - bw * u;
    s += bubble(bx, cy, bw * u, bh, side, side === 'l' ? colours.grey50 : accent, { r: 5 * u });
    for (let i = 0; i < nl; i++)
      s += bar(
        bx + 4 * u,
        cy + 4 * u + i * 5.5 * u,
        (bw - 8 - (i === nl - 1 ? 14 : 0)) * u,
        2.6 * u,
        side === 'l' ? '#C4CBD8' : '#fff',
        {
          opacity: side === 'l' ? 1 : 0.75,
        },
      );
    cy += bh + 6 * u;
  }
  // typing indicator
  if (cy + 12 * u < y + h - 28 * u) {
    s += bubble(x + 6 * u, cy, 24 * u, 11 * u, 'l', colours.grey50, { r: 5 * u });
    for (let i = 0; i < 3; i++)
      s += circle(x + 12 * u + i * 6 * u, cy + 5.5 * u, 1.6 * u, colours.grey400, { opacity: 1 - i * 0.25 });
  }
  // composer
  const by = y + h - 22 * u;
  s +=
    pill(x + 6 * u, by, 72 * u, 13 * u, colours.grey50) +
    bar(x + 12 * u, by + 5.2 * u, 34 * u, 2.6 * u, colours.grey400, { opacity: 0.6 });
  s +=
    circle(x + 88 * u, by + 6.5 * u, 6.5 * u, accent) +
    icon('send', x + 88 * u, by + 6.5 * u, 6.5 * u, colours.white, { sw: 2.2 });
  return s;
}

/** Activity screen: rings, stats, workout list. */
export function screenFitness(doc, x, y, w, h, { dark = true }: { dark?: boolean } = {}) {
  const u = w / 100;
  const fg = dark ? colours.white : colours.navy;
  let s = statusBar(x, y, w, fg);
  s +=
    bar(x + 8 * u, y + 18 * u, 20 * u, 2.6 * u, dark ? '#5E6E94' : colours.grey400) +
    bar(x + 8 * u, y + 23 * u, 40 * u, 4 * u, fg);
  s += avatar(x + 88 * u, y + 22 * u, 5 * u, { bg: colours.amber, fg: colours.white });
  const cx = x + 50 * u;
  const cy = y + 62 * u;
  const tr = dark ? '#1C3575' : colours.grey200;
  s += ring(cx, cy, 26 * u, 6 * u, 0.78, colours.amber, { track: tr });
  s += ring(cx, cy, 18.5 * u, 6 * u, 0.62, colours.cyan, { track: tr });
  s += ring(cx, cy, 11 * u, 6 * u, 0.88, colours.blueSoft, { track: tr });
  const sy = y + 98 * u;
  (
    [
      ['bolt', '742', colours.amber],
      ['pulse', '128', colours.cyan],
      ['dumbbell', '45m', colours.blueSoft],
    ] satisfies [IconName, string, string][]
  ).forEach(([n, v, c], i) => {
    const bx = x + 6 * u + i * 30 * u;
    s += rect(bx, sy, 28 * u, 26 * u, 5 * u, dark ? '#12275A' : colours.grey50);
    s += icon(n, bx + 7 * u, sy + 7 * u, 6 * u, c, { sw: 2.4 });
    s += text(v, bx + 4 * u, sy + 20 * u, 6.4 * u, fg);
  });
  const ly = y + 132 * u;
  s += bar(x + 8 * u, ly, 30 * u, 3 * u, fg);
  for (let i = 0; i < 3; i++) {
    const iy = ly + 8 * u + i * 20 * u;
    s += rect(x + 6 * u, iy, 88 * u, 16 * u, 4 * u, dark ? '#12275A' : colours.grey50);
    s += iconTile((['dumbbell', 'heart', 'bolt'] satisfies IconName[])[i]!, x + 9 * u, iy + 2.5 * u, 11 * u, {
      bg: dark ? '#1C3575' : colours.white,
      color: [colours.cyan, colours.amber, colours.blueSoft][i],
    });
    s +=
      bar(x + 24 * u, iy + 4.5 * u, 30 * u, 2.8 * u, fg, { opacity: 0.9 }) +
      bar(x + 24 * u, iy + 9.5 * u, 20 * u, 2.2 * u, dark ? '#5E6E94' : colours.grey400);
    s += progress(
      x + 62 * u,
      iy + 6.8 * u,
      26 * u,
      [0.8, 0.45, 0.6][i],
      [colours.cyan, colours.amber, colours.blueSoft][i],
      {
        h: 2.4 * u,
        track: dark ? '#1C3575' : colours.grey200,
      },
    );
  }
  s += tabBar(x, y, w, h, u, 1, { dark, accent: colours.cyan, names: ['home', 'pulse', 'calendar', 'user'] });
  return s;
}

/** Video consultation screen. */
export function screenVideo(
  doc,
  x,
  y,
  w,
  h,
  {
    skin = '#C98E6C',
    shirt = colours.blue,
    bg1 = '#DCEBFF',
    bg2 = '#BFD8FF',
  }: { skin?: string; shirt?: string; bg1?: string; bg2?: string } = {},
) {
  const u = w / 100;
  let s = rect(
    x,
    y,
    w,
    h,
    0,
    doc.linearGradient(
      [
        [0, bg1],
        [1, bg2],
      ],
      [0, 0, 0, 1],
    ),
  );
  // remote clinician (abstract, flat)
  const cx = x + 50 * u;
  const top = y + 118 * u;
  s += circle(cx, y + 92 * u, 52 * u, '#fff', { opacity: 0.35 });
  s += rect(cx - 7 * u, y + 96 * u, 14 * u, 26 * u, 6 * u, skin);
  s += path(
    `M${rounded(cx - 42 * u)} ${rounded(y + h)}C${rounded(cx - 42 * u)} ${rounded(top + 16 * u)} ${rounded(cx - 28 * u)} ${rounded(top)} ${rounded(cx - 12 * u)} ${rounded(top)}H${rounded(cx + 12 * u)}C${rounded(cx + 28 * u)} ${rounded(top)} ${rounded(cx + 42 * u)} ${rounded(top + 16 * u)} ${rounded(cx + 42 * u)} ${rounded(y + h)}Z`,
    { fill: '#fff' },
  );
  s += path(
    `M${rounded(cx - 12 * u)} ${rounded(top)}L${rounded(cx)} ${rounded(top + 20 * u)}L${rounded(cx + 12 * u)} ${rounded(top)}Z`,
    { fill: shirt },
  );
  s += path(
    `M${rounded(cx - 12 * u)} ${rounded(top)}L${rounded(cx - 4 * u)} ${rounded(top + 40 * u)}M${rounded(cx + 12 * u)} ${rounded(top)}L${rounded(cx + 4 * u)} ${rounded(top + 40 * u)}`,
    { stroke: colours.grey200, 'stroke-width': 1.2 * u },
  );
  s += path(
    `M${rounded(cx - 13 * u)} ${rounded(top + 2 * u)}C${rounded(cx - 18 * u)} ${rounded(top + 26 * u)} ${rounded(cx - 6 * u)} ${rounded(top + 34 * u)} ${rounded(cx - 2 * u)} ${rounded(top + 34 * u)}`,
    { stroke: colours.navy, 'stroke-width': 1.4 * u, 'stroke-linecap': 'round' },
  );
  s += circle(cx - 2 * u, top + 35 * u, 2.6 * u, colours.grey400);
  s += rect(cx + 18 * u, top + 22 * u, 11 * u, 3 * u, 1.5 * u, shirt);
  s += circle(cx - 16 * u, y + 86 * u, 3.6 * u, skin) + circle(cx + 16 * u, y + 86 * u, 3.6 * u, skin);
  s += el_ellipse(cx, y + 83 * u, 16 * u, 19 * u, skin);
  s += path(
    `M${rounded(cx - 17 * u)} ${rounded(y + 84 * u)}C${rounded(cx - 19 * u)} ${rounded(y + 58 * u)} ${rounded(cx + 19 * u)} ${rounded(y + 56 * u)} ${rounded(cx + 17.5 * u)} ${rounded(y + 82 * u)}C${rounded(cx + 14 * u)} ${rounded(y + 74 * u)} ${rounded(cx + 8 * u)} ${rounded(y + 70 * u)} ${rounded(cx)} ${rounded(y + 70 * u)}C${rounded(cx - 8 * u)} ${rounded(y + 72 * u)} ${rounded(cx - 14 * u)} ${rounded(y + 74 * u)} ${rounded(cx - 17 * u)} ${rounded(y + 84 * u)}Z`,
    { fill: '#2B2024' },
  );
  s += circle(cx - 6 * u, y + 85 * u, 1.3 * u, '#2B2024') + circle(cx + 6 * u, y + 85 * u, 1.3 * u, '#2B2024');
  s += path(
    `M${rounded(cx - 4 * u)} ${rounded(y + 92 * u)}Q${rounded(cx)} ${rounded(y + 95.5 * u)} ${rounded(cx + 4 * u)} ${rounded(y + 92 * u)}`,
    {
      stroke: '#2B2024',
      'stroke-width': 1.1 * u,
      'stroke-linecap': 'round',
      opacity: 0.7,
    },
  );
  s += statusBar(x, y, w, colours.navy);
  // self view
  s += rect(x + 66 * u, y + 16 * u, 26 * u, 36 * u, 5 * u, colours.navy);
  s +=
    circle(x + 79 * u, y + 31 * u, 6 * u, '#8D5A45') +
    path(
      `M${rounded(x + 70 * u)} ${rounded(y + 52 * u)}Q${rounded(x + 79 * u)} ${rounded(y + 38 * u)} ${rounded(x + 88 * u)} ${rounded(y + 52 * u)}Z`,
      {
        fill: colours.amber,
      },
    );
  // live pill
  s +=
    pill(x + 6 * u, y + 16 * u, 26 * u, 9 * u, colours.navy, { opacity: 0.55 }) +
    circle(x + 11 * u, y + 20.5 * u, 1.8 * u, '#F04438') +
    bar(x + 15 * u, y + 19.2 * u, 13 * u, 2.6 * u, '#fff');
  // controls
  const by = y + h - 26 * u;
  s += rect(x + 8 * u, by - 4 * u, 84 * u, 20 * u, 10 * u, colours.navy, { opacity: 0.8 });
  (
    [
      ['mic', '#1C3575'],
      ['video', '#1C3575'],
      ['phone', '#F04438'],
      ['chat', '#1C3575'],
    ] satisfies [IconName, string][]
  ).forEach(([n, bg], i) => {
    const bx = x + 20 * u + i * 20 * u;
    s += circle(bx, by + 6 * u, 7 * u, bg) + icon(n, bx, by + 6 * u, 7 * u, '#fff', { sw: 2 });
  });
  return s;
}

function el_ellipse(cx, cy, rx, ry, fill) {
  return `<ellipse cx="${rounded(cx)}" cy="${rounded(cy)}" rx="${rounded(rx)}" ry="${rounded(ry)}" fill="${fill}"/>`;
}

/** Storefront phone screen: search, hero banner, product grid. */
export function screenShop(doc, x, y, w, h, { accent = colours.blue }: { accent?: string } = {}) {
  const u = w / 100;
  let s = statusBar(x, y, w, colours.navy);
  s +=
    pill(x + 6 * u, y + 15 * u, 74 * u, 12 * u, colours.grey50) +
    icon('search', x + 13 * u, y + 21 * u, 6 * u, colours.grey400) +
    bar(x + 19 * u, y + 19.8 * u, 30 * u, 2.6 * u, colours.grey400, { opacity: 0.5 });
  s += iconTile('cart', x + 82 * u, y + 15 * u, 12 * u, { bg: colours.navy, color: '#fff' });
  s += rect(x + 6 * u, y + 32 * u, 88 * u, 36 * u, 6 * u, grad(doc, colours.navy, accent));
  s +=
    bar(x + 12 * u, y + 40 * u, 30 * u, 3.4 * u, '#fff') +
    bar(x + 12 * u, y + 46 * u, 22 * u, 3.4 * u, '#fff', { opacity: 0.6 });
  s += pill(x + 12 * u, y + 55 * u, 20 * u, 7 * u, colours.amber);
  s +=
    circle(x + 76 * u, y + 52 * u, 14 * u, colours.cyan, { opacity: 0.9 }) +
    rect(x + 70 * u, y + 45 * u, 12 * u, 14 * u, 3 * u, '#fff', { opacity: 0.9 });
  const tiles = [colours.blueTint, colours.amberTint, colours.cyanTint, colours.grey50];
  const shapes = [colours.blueSoft, colours.amber, colours.cyan, colours.grey400];
  for (let i = 0; i < 4; i++) {
    const tx = x + 6 * u + (i % 2) * 45 * u;
    const ty = y + 74 * u + Math.floor(i / 2) * 62 * u;
    s += rect(tx, ty, 43 * u, 40 * u, 5 * u, tiles[i]);
    s += productShape(i, tx + 21.5 * u, ty + 20 * u, 12 * u, shapes[i]);
    s +=
      circle(tx + 37 * u, ty + 6 * u, 3.4 * u, '#fff') +
      icon('heart', tx + 37 * u, ty + 6 * u, 4 * u, i === 1 ? '#F04438' : colours.grey400, {
        fill: i === 1 ? '#F04438' : 'none',
        sw: 2,
      });
    s +=
      bar(tx + 1 * u, ty + 45 * u, 30 * u, 2.8 * u, colours.navy) +
      text(['$49', '$128', '$36', '$89'][i], tx + 1 * u, ty + 56 * u, 4.6 * u, accent);
  }
  s += tabBar(x, y, w, h, u, 0, { accent, names: ['home', 'search', 'heart', 'user'] });
  return s;
}

/** A simple product silhouette (bottle, sneaker-ish, lamp, watch). */
export function productShape(i, cx, cy, s, color) {
  switch (i % 4) {
    case 0:
      return (
        rect(cx - s * 0.35, cy - s * 0.55, s * 0.7, s * 1.2, s * 0.25, color) +
        rect(cx - s * 0.15, cy - s * 0.8, s * 0.3, s * 0.3, s * 0.08, colours.navy)
      );
    case 1:
      return (
        path(
          `M${rounded(cx - s)} ${rounded(cy + s * 0.5)}Q${rounded(cx - s)} ${rounded(cy - s * 0.1)} ${rounded(cx - s * 0.4)} ${rounded(cy - s * 0.2)}L${rounded(cx)} ${rounded(cy - s * 0.6)}Q${rounded(cx + s * 0.3)} ${rounded(cy - s * 0.1)} ${rounded(cx + s)} ${rounded(cy + s * 0.1)}Q${rounded(cx + s * 1.1)} ${rounded(cy + s * 0.5)} ${rounded(cx + s * 0.9)} ${rounded(cy + s * 0.5)}Z`,
          { fill: color },
        ) + rect(cx - s, cy + s * 0.42, s * 1.95, s * 0.22, s * 0.1, colours.navy)
      );
    case 2:
      return (
        path(
          `M${rounded(cx - s * 0.6)} ${rounded(cy)}L${rounded(cx - s * 0.3)} ${rounded(cy - s * 0.7)}H${rounded(cx + s * 0.3)}L${rounded(cx + s * 0.6)} ${rounded(cy)}Z`,
          { fill: color },
        ) +
        rect(cx - s * 0.05, cy, s * 0.1, s * 0.6, 0, colours.navy) +
        rect(cx - s * 0.35, cy + s * 0.6, s * 0.7, s * 0.12, s * 0.06, colours.navy)
      );
    default:
      return (
        rect(cx - s * 0.22, cy - s * 0.9, s * 0.44, s * 1.8, s * 0.12, colours.navy) +
        circle(cx, cy, s * 0.5, color) +
        circle(cx, cy, s * 0.36, '#fff')
      );
  }
}

/** Sidebar + KPI row + chart dashboard page (light or dark). */
export function pageDashboard(
  doc,
  x,
  y,
  w,
  h,
  {
    dark = false,
    accent = colours.blue,
    accent2 = colours.cyan,
    seed = 0,
    sidebar = true,
    kpis = ['$84.2k', '12,480', '3.6%'],
    deltas = ['+12%', '+8%', '+0.4%'],
  }: {
    dark?: boolean;
    accent?: string;
    accent2?: string;
    seed?: number;
    sidebar?: boolean;
    kpis?: string[];
    deltas?: string[];
  } = {},
) {
  const fg = dark ? colours.white : colours.navy;
  const panel = dark ? '#12275A' : colours.white;
  const bg = dark ? '#0B1B3F' : colours.grey50;
  const mute = dark ? '#2A3F78' : colours.grey200;
  const sub = dark ? '#7F8DB0' : colours.grey400;
  let s = rect(x, y, w, h, 0, bg);
  let cx = x;
  if (sidebar) {
    const sw = Math.min(170, w * 0.2);
    s +=
      rect(x, y, sw, h, 0, dark ? '#0E2150' : colours.white) +
      line(x + sw, y, x + sw, y + h, dark ? '#1C3575' : colours.grey200, 1);
    s += rect(x + 18, y + 20, 22, 22, 7, grad(doc, accent, accent2)) + bar(x + 48, y + 27, sw * 0.4, 8, fg);
    (['grid', 'chart', 'users', 'layers', 'gear'] satisfies IconName[]).forEach((n, i) => {
      const iy = y + 66 + i * 36;
      if (i === 1) s += rect(x + 10, iy - 8, sw - 20, 32, 9, accent, { opacity: dark ? 0.35 : 0.1 });
      s += icon(n, x + 30, iy + 8, 16, i === 1 ? (dark ? colours.white : accent) : sub, { sw: 2 });
      s += bar(
        x + 48,
        iy + 4,
        sw * [0.42, 0.36, 0.46, 0.3, 0.38][i],
        7,
        i === 1 ? (dark ? colours.white : accent) : mute,
      );
    });
    cx = x + sw;
  }
  const pad = 24;
  const iw = x + w - cx - pad * 2;
  const ix = cx + pad;
  s += bar(ix, y + 24, 150, 11, fg) + bar(ix, y + 42, 100, 7, sub, { opacity: 0.7 });
  s += pill(x + w - pad - 96, y + 22, 96, 30, accent) + bar(x + w - pad - 78, y + 33, 60, 8, '#fff', { opacity: 0.9 });
  // KPI cards
  const ky = y + 72;
  const kw = (iw - 2 * 16) / 3;
  kpis.forEach((k, i) => {
    const kx = ix + i * (kw + 16);
    s += rect(kx, ky, kw, 86, 12, panel, dark ? {} : { stroke: colours.grey200 });
    s += iconTile((['dollar', 'users', 'chart'] satisfies IconName[])[i]!, kx + 14, ky + 14, 26, {
      bg: dark ? '#1C3575' : [colours.blueTint, colours.cyanTint, colours.amberTint][i],
      color: [accent, '#0EA5C4', '#E89B1C'][i],
    });
    s += bar(kx + 48, ky + 23, kw * 0.32, 7, sub, { opacity: 0.6 });
    s += text(k, kx + 14, ky + 70, 20, fg);
    s += text(deltas[i], kx + kw - 14, ky + 70, 11, '#12B76A', { anchor: 'end' });
  });
  // chart card
  const cy = ky + 104;
  const ch = h - (cy - y) - 20;
  const cw = iw * 0.64;
  s += rect(ix, cy, cw, ch, 12, panel, dark ? {} : { stroke: colours.grey200 });
  s += bar(ix + 18, cy + 18, 110, 9, fg) + pill(ix + cw - 92, cy + 14, 74, 18, mute);
  const gy = cy + 48;
  const gh = ch - 70;
  for (let i = 0; i < 4; i++)
    s += line(ix + 18, gy + (gh * i) / 3, ix + cw - 18, gy + (gh * i) / 3, mute, 1, { 'stroke-dasharray': '4 6' });
  const v1 = [30, 42, 38, 55, 48, 66, 60, 78, 72, 90].map((v, i) => v + ((i * 7 + seed * 13) % 9));
  const v2 = [20, 26, 30, 28, 36, 34, 44, 40, 50, 54].map((v, i) => v + ((i * 5 + seed * 11) % 7));
  s += lineChart(doc, ix + 18, gy, cw - 36, gh, v2, { stroke: accent2, sw: 2.5, area: false, min: 0, max: 100 });
  s += lineChart(doc, ix + 18, gy, cw - 36, gh, v1, { stroke: accent, sw: 3, min: 0, max: 100, dot: 7 });
  // side card: donut + legend
  const sx = ix + cw + 16;
  const sw2 = iw - cw - 16;
  s += rect(sx, cy, sw2, ch, 12, panel, dark ? {} : { stroke: colours.grey200 });
  s += bar(sx + 18, cy + 18, sw2 * 0.5, 9, fg);
  const dr = Math.min(sw2 * 0.28, (ch - 120) / 2);
  s += donut(
    sx + sw2 / 2,
    cy + 50 + dr,
    dr,
    dr * 0.34,
    [
      [46, accent],
      [28, accent2],
      [18, colours.amber],
    ],
    { track: mute },
  );
  const lyy = cy + 66 + dr * 2;
  [accent, accent2, colours.amber].forEach((c, i) => {
    const ly = lyy + i * 20;
    if (ly > cy + ch - 14) return;
    s +=
      circle(sx + 24, ly + 4, 4, c) +
      bar(sx + 36, ly, sw2 * 0.38, 7, mute) +
      bar(sx + sw2 - 46, ly, 28, 7, sub, { opacity: 0.6 });
  });
  return s;
}

/** Marketing landing page layout. */
export function pageLanding(
  doc,
  x,
  y,
  w,
  h,
  { accent = colours.blue, accent2 = colours.cyan }: { accent?: string; accent2?: string } = {},
) {
  const pad = w * 0.06;
  let s = rect(x, y, w, h, 0, colours.white);
  // nav
  s += rect(x + pad, y + 20, 20, 20, 6, grad(doc, accent, accent2)) + bar(x + pad + 28, y + 26, 54, 8, colours.navy);
  for (let i = 0; i < 4; i++) s += bar(x + w * 0.42 + i * w * 0.09, y + 27, w * 0.06, 6, colours.grey200);
  s += pill(x + w - pad - 70, y + 18, 70, 24, colours.navy);
  // hero
  const hy = y + 70;
  s += pill(x + pad, hy, 86, 18, colours.blueTint) + bar(x + pad + 10, hy + 6, 66, 6, accent, { opacity: 0.7 });
  s += bar(x + pad, hy + 34, w * 0.38, 16, colours.navy) + bar(x + pad, hy + 58, w * 0.3, 16, colours.navy);
  s += lines(x + pad, hy + 90, [w * 0.36, w * 0.3], { h: 7, gap: 15 });
  s +=
    pill(x + pad, hy + 128, 96, 30, accent) +
    pill(x + pad + 106, hy + 128, 84, 30, 'none', { stroke: colours.grey200, 'stroke-width': 1.5 });
  // hero visual
  const vx = x + w * 0.55;
  const vw = w * 0.39;
  const vh = Math.min(h * 0.42, 190);
  s += rect(vx, hy, vw, vh, 14, grad(doc, accent, accent2));
  s += circle(vx + vw * 0.75, hy + vh * 0.3, vh * 0.32, '#fff', { opacity: 0.16 });
  s += rect(vx + vw * 0.1, hy + vh * 0.22, vw * 0.5, vh * 0.56, 10, '#fff', { opacity: 0.95 });
  s += bars(vx + vw * 0.16, hy + vh * 0.36, vw * 0.36, vh * 0.34, [4, 7, 5, 9, 6], {
    color: colours.blueMist,
    hi: 3,
    hiColor: accent,
  });
  s += circle(vx + vw * 0.78, hy + vh * 0.74, 14, colours.amber);
  // features
  const fy = hy + vh + 28;
  const fw = (w - pad * 2 - 32) / 3;
  (['bolt', 'shield', 'layers'] satisfies IconName[]).forEach((n, i) => {
    const fx = x + pad + i * (fw + 16);
    s += rect(fx, fy, fw, 110, 12, colours.grey50);
    s += iconTile(n, fx + 16, fy + 16, 30, { bg: colours.white, color: [accent, '#0EA5C4', '#E89B1C'][i] });
    s += lines(fx + 16, fy + 60, [fw * 0.6, fw * 0.75, fw * 0.5], { h: 6, gap: 13, first: colours.navy });
  });
  return s;
}

/** Storefront web page: header, filters, product grid, AI recommendations rail. */
export function pageShop(doc, x, y, w, h, { accent = colours.blue }: { accent?: string } = {}) {
  const pad = 28;
  let s = rect(x, y, w, h, 0, colours.white);
  s += rect(x + pad, y + 18, 22, 22, 7, colours.navy) + bar(x + pad + 30, y + 25, 60, 8, colours.navy);
  s +=
    pill(x + w * 0.3, y + 16, w * 0.36, 26, colours.grey50) +
    icon('search', x + w * 0.3 + 16, y + 29, 13, colours.grey400);
  s +=
    icon('heart', x + w - pad - 60, y + 29, 16, colours.navy) +
    icon('cart', x + w - pad - 28, y + 29, 18, colours.navy);
  s += circle(x + w - pad - 18, y + 21, 6, colours.amber);
  // banner
  const by = y + 58;
  s += rect(x + pad, by, w - pad * 2, 118, 14, colours.navy);
  s += circle(x + w - pad - 90, by + 59, 90, doc.glow(colours.cyan, 0.5));
  s += bar(x + pad + 28, by + 30, 180, 14, '#fff') + bar(x + pad + 28, by + 52, 120, 14, '#fff');
  s += bar(x + pad + 28, by + 76, 150, 6, '#fff', { opacity: 0.45 });
  s += productShape(1, x + w - pad - 110, by + 64, 34, colours.cyan);
  s += productShape(3, x + w - pad - 200, by + 62, 30, colours.amber);
  // chips
  const cy = by + 136;
  ['All', 'New', 'Sale'].forEach((t, i) => {
    s += pill(x + pad + i * 74, cy, 64, 24, i === 0 ? colours.navy : colours.grey50);
    s += bar(x + pad + 16 + i * 74, cy + 9, 32, 6, i === 0 ? '#fff' : colours.grey400, {
      opacity: i === 0 ? 0.9 : 0.6,
    });
  });
  // grid
  const gy = cy + 40;
  const n = 4;
  const gw = (w - pad * 2 - (n - 1) * 16) / n;
  const tiles = [colours.blueTint, colours.amberTint, colours.cyanTint, colours.grey50];
  const shapes = [colours.blueSoft, colours.amber, colours.cyan, colours.grey400];
  for (let i = 0; i < n; i++) {
    const gx = x + pad + i * (gw + 16);
    const th = Math.min(gw * 0.95, h - (gy - y) - 60);
    s += rect(gx, gy, gw, th, 12, tiles[i]);
    s += productShape(i, gx + gw / 2, gy + th / 2, th * 0.24, shapes[i]);
    if (i === 1 || i === 2) {
      s +=
        pill(gx + 10, gy + 10, 58, 20, colours.white) +
        icon('spark', gx + 22, gy + 20, 12, accent, { sw: 2.2 }) +
        bar(gx + 32, gy + 17, 28, 6, accent, { opacity: 0.6 });
    }
    s +=
      bar(gx, gy + th + 12, gw * 0.7, 7, colours.navy) +
      text(['$49', '$128', '$36', '$89'][i], gx, gy + th + 38, 14, colours.navy);
  }
  return s;
}

export { el_ellipse as ellipse };
