/** Service illustrations, 800×600, light stage with one hero object and floating cards. */
import {
  colours,
  SvgDocument,
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
  card,
  avatar,
  pill,
  toggle,
  lineChart,
  bars,
  ring,
  progress,
  phone,
  browser,
  node,
  connector,
  lightBg,
  cloudPath,
  shieldPath,
  code,
  bubble,
  type IconName,
} from './drawing';
import { screenWallet, pageLanding } from './screens';

const W = 800;
const H = 600;

/** Shared light stage: soft tinted glows, dot grid, a large halo disc and orbit. */
function stage(
  doc,
  { a = colours.blue, b = colours.cyan, cx = 400, cy = 300 }: { a?: string; b?: string; cx?: number; cy?: number } = {},
) {
  return (
    lightBg(doc, W, H, {
      blobs: [
        [690, 90, 320, a, 0.1],
        [90, 560, 300, b, 0.14],
      ],
      dots: 26,
      dotOp: 0.08,
    }) +
    circle(
      cx,
      cy,
      228,
      doc.linearGradient(
        [
          [0, colours.blueTint],
          [1, colours.white, 0.2],
        ],
        [0.2, 0, 0.8, 1],
      ),
    ) +
    circle(cx, cy, 268, 'none', {
      stroke: colours.blue,
      'stroke-opacity': 0.14,
      'stroke-dasharray': '3 9',
      'stroke-width': 1.5,
    })
  );
}

/** Small decorative sparkle / plus marks. */
function deco(items) {
  return items
    .map(([kind, x, y, s, c]) =>
      kind === '+'
        ? path(`M${x - s} ${y}H${x + s}M${x} ${y - s}V${y + s}`, {
            stroke: c,
            'stroke-width': 2.5,
            'stroke-linecap': 'round',
          })
        : kind === 'o'
          ? circle(x, y, s, 'none', { stroke: c, 'stroke-width': 2.5 })
          : circle(x, y, s, c),
    )
    .join('');
}

function mobile() {
  const doc = new SvgDocument(W, H);
  doc.add(stage(doc));
  // back phone (dark mode), then front phone
  doc.add(
    phone(
      doc,
      196,
      122,
      176,
      368,
      (x, y, w, h) =>
        screenWallet(doc, x, y, w, h, {
          dark: true,
          accent: colours.cyan,
          accent2: colours.blue,
          amount: null,
          labels: false,
        }),
      { frame: '#1A2B55', bg: colours.navy },
    ),
  );
  doc.add(phone(doc, 338, 72, 204, 430, (x, y, w, h) => screenWallet(doc, x, y, w, h)));
  // push notification card
  doc.add(card(doc, 500, 150, 222, 74, { r: 16 }));
  doc.add(iconTile('bell', 514, 164, 46, { bg: colours.amberTint, color: '#E89B1C' }));
  doc.add(
    bar(572, 172, 96, 8, colours.navy),
    bar(572, 188, 124, 6, colours.grey200),
    bar(572, 200, 84, 6, colours.grey200),
  );
  // rating card
  doc.add(card(doc, 522, 340, 206, 112, { r: 16 }));
  doc.add(text('4.9', 542, 384, 30, colours.navy, { font: 'jakarta800' }));
  for (let i = 0; i < 5; i++)
    doc.add(icon('star', 600 + i * 22, 373, 18, colours.amber, { fill: colours.amber, sw: 1.5 }));
  doc.add(
    progress(542, 402, 166, 0.92, colours.blue, { h: 7 }),
    progress(542, 418, 166, 0.64, colours.cyan, { h: 7 }),
    progress(542, 434, 166, 0.3, colours.grey400, { h: 7 }),
  );
  // toggle chip
  doc.add(
    card(doc, 96, 414, 160, 56, { r: 14, shadow: 'sm' }),
    toggle(112, 432, true, { w: 34 }),
    bar(158, 438, 80, 8, colours.navy, { opacity: 0.8 }),
  );
  doc.add(
    deco([
      ['+', 140, 190, 8, colours.cyan],
      ['o', 660, 520, 7, colours.blue],
      ['.', 700, 280, 5, colours.amber],
      ['.', 110, 330, 4, colours.blue],
    ]),
  );
  return doc.toString();
}

function ai() {
  const doc = new SvgDocument(W, H);
  doc.add(stage(doc, { a: colours.cyan, b: colours.blue }));
  // network panel
  const px = 190;
  const py = 108;
  const pw = 420;
  const ph = 290;
  doc.add(
    rect(
      px,
      py,
      pw,
      ph,
      24,
      doc.linearGradient(
        [
          [0, colours.navy],
          [1, '#102A66'],
        ],
        [0, 0, 1, 1],
      ),
      { filter: doc.shadow('lg') },
    ),
  );
  doc.add(
    rect(
      px,
      py,
      pw,
      ph,
      24,
      doc.pattern('aig', 24, 24, path('M24 0H0V24', { stroke: '#fff', 'stroke-opacity': 0.05 })),
    ),
  );
  const layers: [number, number[]][] = [
    [px + 70, [0.22, 0.5, 0.78]],
    [px + 170, [0.15, 0.38, 0.62, 0.85]],
    [px + 270, [0.22, 0.5, 0.78]],
    [px + 355, [0.36, 0.64]],
  ];
  const pos = layers.map(([lx, ys]) => ys.map((t) => [lx, py + 20 + t * (ph - 40)]));
  let edges = '';
  for (let l = 0; l < pos.length - 1; l++)
    for (const [x1, y1] of pos[l])
      for (const [x2, y2] of pos[l + 1])
        edges += `M${rounded(x1)} ${rounded(y1)}C${rounded((x1 + x2) / 2)} ${rounded(y1)} ${rounded((x1 + x2) / 2)} ${rounded(y2)} ${rounded(x2)} ${rounded(y2)}`;
  doc.add(path(edges, { stroke: colours.cyan, 'stroke-opacity': 0.28, 'stroke-width': 1.5 }));
  // highlighted path
  doc.add(
    path(
      `M${pos[0][1][0]} ${pos[0][1][1]}C${px + 120} ${pos[0][1][1]} ${px + 120} ${pos[1][2][1]} ${pos[1][2][0]} ${pos[1][2][1]}C${px + 220} ${pos[1][2][1]} ${px + 220} ${pos[2][0][1]} ${pos[2][0][0]} ${pos[2][0][1]}C${px + 312} ${pos[2][0][1]} ${px + 312} ${pos[3][0][1]} ${pos[3][0][0]} ${pos[3][0][1]}`,
      {
        stroke: colours.amber,
        'stroke-width': 3,
        'stroke-linecap': 'round',
      },
    ),
  );
  pos.forEach((col, l) =>
    col.forEach(([x, y], i) => {
      const hot = (l === 0 && i === 1) || (l === 1 && i === 2) || (l === 2 && i === 0) || (l === 3 && i === 0);
      doc.add(
        node(doc, x, y, 11, hot ? colours.amber : l % 2 ? colours.cyan : colours.blueSoft, {
          halo: 2.6,
          haloOp: hot ? 0.5 : 0.3,
          core: colours.navy,
        }),
      );
    }),
  );
  // chat card
  doc.add(card(doc, 86, 338, 270, 188, { r: 18 }));
  doc.add(
    circle(
      116,
      370,
      16,
      doc.linearGradient([
        [0, colours.blue],
        [1, colours.cyan],
      ]),
    ),
    icon('spark', 116, 370, 18, colours.white),
  );
  doc.add(bar(142, 362, 86, 8, colours.navy), bar(142, 376, 56, 6, '#12B76A', { opacity: 0.6 }));
  doc.add(
    bubble(102, 400, 196, 46, 'l', colours.grey50, { r: 14 }),
    lines(116, 412, [160, 112], { h: 7, gap: 14, color: '#C4CBD8' }),
  );
  doc.add(
    bubble(168, 458, 170, 48, 'r', colours.blue, { r: 14 }),
    lines(182, 471, [136, 92], { h: 7, gap: 14, color: 'rgba(255,255,255,.75)' }),
  );
  // accuracy card
  doc.add(card(doc, 520, 72, 214, 124, { r: 18 }));
  doc.add(
    iconTile('target', 538, 90, 34, { bg: colours.cyanTint, color: '#0EA5C4' }),
    bar(582, 100, 80, 8, colours.grey400, { opacity: 0.6 }),
  );
  doc.add(text('98.2%', 538, 160, 28, colours.navy, { font: 'jakarta800' }));
  doc.add(lineChart(doc, 640, 138, 76, 36, [4, 6, 5, 8, 7, 10], { stroke: colours.cyan, sw: 2.5, areaOp: 0.3 }));
  doc.add(pill(536, 172, 62, 14, '#12B76A', { opacity: 0.14 }), bar(546, 176, 42, 6, '#12B76A', { opacity: 0.7 }));
  // model chip
  doc.add(
    card(doc, 560, 430, 168, 64, { r: 16, shadow: 'sm' }),
    iconTile('cpu', 574, 444, 36, { bg: colours.amberTint, color: '#E89B1C' }),
    bar(620, 452, 86, 8, colours.navy),
    progress(620, 468, 86, 0.72, colours.amber, { h: 6 }),
  );
  doc.add(
    deco([
      ['+', 150, 120, 8, colours.blue],
      ['o', 690, 280, 6, colours.cyan],
      ['.', 460, 540, 5, colours.amber],
    ]),
  );
  return doc.toString();
}

function web() {
  const doc = new SvgDocument(W, H);
  doc.add(stage(doc, { cx: 390 }));
  doc.add(browser(doc, 118, 82, 500, 350, (x, y, w, h) => pageLanding(doc, x, y, w, h)));
  // code editor
  const ex = 472;
  const ey = 300;
  doc.add(rect(ex, ey, 250, 196, 16, colours.navy, { filter: doc.shadow('lg') }));
  [colours.grey400, colours.grey400, colours.grey400].forEach((c, i) =>
    doc.add(circle(ex + 18 + i * 14, ey + 18, 4, '#fff', { opacity: 0.2 })),
  );
  doc.add(pill(ex + 150, ey + 11, 84, 14, '#fff', { opacity: 0.08 }));
  doc.add(
    code(
      ex + 42,
      ey + 46,
      [
        [
          0,
          [
            [34, colours.cyan],
            [54, '#fff'],
          ],
        ],
        [
          1,
          [
            [28, colours.blueSoft],
            [60, colours.amber],
          ],
        ],
        [
          2,
          [
            [44, '#fff'],
            [30, colours.cyan],
          ],
        ],
        [2, [[70, colours.blueSoft]]],
        [
          1,
          [
            [22, colours.blueSoft],
            [40, '#fff'],
          ],
        ],
        [0, [[18, colours.cyan]]],
        [0, [[50, '#5E6E94']]],
      ],
      { gap: 19, h: 7, numbers: '#5E6E94' },
    ),
  );
  doc.add(rect(ex + 42 + 72, ey + 46 + 19 * 3 - 5, 2, 17, 1, colours.cyan));
  // small phone: responsive preview
  doc.add(
    phone(
      doc,
      70,
      282,
      118,
      248,
      (x, y, w) => {
        const u = w / 100;
        return (
          rect(
            x + 8 * u,
            y + 22 * u,
            16 * u,
            16 * u,
            5 * u,
            doc.linearGradient([
              [0, colours.blue],
              [1, colours.cyan],
            ]),
          ) +
          rect(
            x + 8 * u,
            y + 48 * u,
            84 * u,
            60 * u,
            8 * u,
            doc.linearGradient([
              [0, colours.blue],
              [1, colours.cyan],
            ]),
          ) +
          bar(x + 8 * u, y + 118 * u, 70 * u, 7 * u, colours.navy) +
          bar(x + 8 * u, y + 130 * u, 54 * u, 7 * u, colours.navy) +
          lines(x + 8 * u, y + 146 * u, [80 * u, 66 * u], { h: 4 * u, gap: 9 * u }) +
          pill(x + 8 * u, y + 170 * u, 44 * u, 14 * u, colours.blue) +
          rect(x + 8 * u, y + 194 * u, 84 * u, 40 * u, 8 * u, colours.grey50)
        );
      },
      { shadow: 'md' },
    ),
  );
  // lighthouse-ish score chip
  doc.add(card(doc, 604, 120, 136, 118, { r: 18 }));
  doc.add(ring(672, 170, 30, 7, 0.98, '#12B76A', { track: '#E7F8EF' }));
  doc.add(text('98', 672, 178, 21, colours.navy, { font: 'jakarta800', anchor: 'middle' }));
  doc.add(bar(636, 212, 72, 7, colours.grey200));
  doc.add(
    deco([
      ['+', 84, 140, 8, colours.cyan],
      ['.', 740, 300, 5, colours.amber],
      ['o', 420, 540, 6, colours.blue],
    ]),
  );
  return doc.toString();
}

function cloud() {
  const doc = new SvgDocument(W, H);
  doc.add(stage(doc, { cy: 290 }));
  // connectors from cloud to tiles
  const tiles: [IconName, number, string, string][] = [
    ['server', 196, colours.blue, colours.blueTint],
    ['db', 400, '#0EA5C4', colours.cyanTint],
    ['cpu', 604, '#E89B1C', colours.amberTint],
  ];
  for (const [, tx] of tiles)
    doc.add(connector(400, 250, tx, 394, colours.blue, { vertical: true, dash: '2 7', sw: 2.5, op: 0.55 }));
  // cloud
  doc.add(
    path(cloudPath(222, 66, 356, 214), {
      fill: doc.linearGradient(
        [
          [0, colours.blue],
          [1, colours.cyan],
        ],
        [0, 0, 1, 1],
      ),
      filter: doc.shadow('lg'),
    }),
  );
  doc.add(path(cloudPath(262, 96, 276, 158), { fill: '#fff', opacity: 0.12 }));
  doc.add(icon('arrow', 400, 186, 56, colours.white, { sw: 2.4 }));
  for (const [n, tx, c, bg] of tiles) {
    doc.add(card(doc, tx - 82, 394, 164, 112, { r: 18 }));
    doc.add(iconTile(n, tx - 66, 410, 40, { bg, color: c }));
    doc.add(circle(tx + 60, 420, 5, '#12B76A'), circle(tx + 60, 420, 10, '#12B76A', { opacity: 0.15 }));
    doc.add(
      bar(tx - 66, 464, 92, 8, colours.navy),
      progress(tx - 66, 482, 132, [0.62, 0.81, 0.44][tiles.findIndex((t) => t[1] === tx)], c, { h: 6 }),
    );
    doc.add(node(doc, tx, 394, 6, c, { halo: 0, core: colours.white }));
  }
  // uptime card
  doc.add(card(doc, 592, 92, 160, 118, { r: 18 }));
  doc.add(
    bar(610, 110, 60, 7, colours.grey400, { opacity: 0.6 }),
    text('99.99%', 610, 148, 24, colours.navy, { font: 'jakarta800' }),
  );
  doc.add(bars(610, 162, 124, 30, [6, 8, 7, 9, 8, 10, 9, 10, 9, 10], { color: '#12B76A', gap: 0.5, r: 2 }));
  // autoscale card
  doc.add(card(doc, 46, 120, 176, 120, { r: 18 }));
  [0, 1, 2].forEach((i) =>
    doc.add(
      toggle(64, 140 + i * 32, i !== 2, { w: 30, color: colours.blue }),
      bar(104, 146 + i * 32, [86, 70, 78][i], 7, i === 2 ? colours.grey200 : colours.navy, {
        opacity: i === 2 ? 1 : 0.8,
      }),
    ),
  );
  doc.add(
    deco([
      ['+', 160, 330, 8, colours.cyan],
      ['.', 660, 300, 5, colours.amber],
      ['o', 730, 540, 6, colours.blue],
    ]),
  );
  return doc.toString();
}

function security() {
  const doc = new SvgDocument(W, H);
  doc.add(stage(doc, { a: colours.blue, b: colours.cyan }));
  const cx = 400;
  const cy = 292;
  // rings with nodes
  for (const [r, op] of [
    [190, 0.16],
    [140, 0.22],
  ])
    doc.add(circle(cx, cy, r, 'none', { stroke: colours.blue, 'stroke-opacity': op, 'stroke-width': 1.5 }));
  const orbit: [number, number, string, IconName][] = [
    [190, -40, colours.cyan, 'user'],
    [190, 200, colours.blue, 'server'],
    [140, 120, colours.amber, 'key'],
    [190, 95, colours.blue, 'globe'],
  ];
  for (const [r, a, c, n] of orbit) {
    const x = cx + r * Math.sin((a * Math.PI) / 180);
    const y = cy - r * Math.cos((a * Math.PI) / 180);
    doc.add(
      circle(x, y, 24, colours.white, { filter: doc.shadow('sm') }),
      icon(n, x, y, 22, c === colours.amber ? '#E89B1C' : c),
    );
  }
  // shield
  doc.add(
    path(shieldPath(cx, 168, 196, 236), {
      fill: doc.linearGradient(
        [
          [0, colours.blue],
          [1, colours.navy],
        ],
        [0, 0, 0.4, 1],
      ),
      filter: doc.shadow('lg'),
    }),
  );
  doc.add(
    path(shieldPath(cx, 188, 160, 196), {
      fill: 'none',
      stroke: colours.cyan,
      'stroke-opacity': 0.5,
      'stroke-width': 2,
    }),
  );
  // lock
  doc.add(
    rect(cx - 40, 272, 80, 64, 14, colours.white),
    path(`M${cx - 24} 272v-16a24 24 0 0 1 48 0v16`, { stroke: colours.white, 'stroke-width': 10 }),
  );
  doc.add(circle(cx, 298, 9, colours.navy), rect(cx - 3.5, 300, 7, 18, 3.5, colours.navy));
  // threat log card
  doc.add(card(doc, 60, 376, 226, 150, { r: 18 }));
  doc.add(bar(80, 396, 90, 8, colours.navy), pill(232, 392, 38, 16, '#12B76A', { opacity: 0.14 }));
  [colours.amber, colours.cyan, colours.blue, colours.grey400].forEach((c, i) => {
    const y = 422 + i * 24;
    doc.add(
      circle(86, y + 4, 5, c),
      bar(100, y, [112, 90, 124, 76][i], 8, colours.grey200),
      bar(244, y, 22, 8, colours.grey200),
    );
  });
  // verified card
  doc.add(card(doc, 544, 96, 196, 96, { r: 18 }));
  doc.add(iconTile('finger', 562, 116, 56, { bg: colours.blueTint, color: colours.blue, sw: 1.8 }));
  doc.add(
    bar(632, 124, 84, 8, colours.navy),
    pill(632, 142, 74, 20, '#12B76A', { opacity: 0.14 }),
    icon('check', 646, 152, 12, '#12B76A', { sw: 3 }),
    bar(656, 149, 42, 6, '#12B76A', { opacity: 0.7 }),
  );
  // mfa toggle
  doc.add(
    card(doc, 568, 446, 164, 60, { r: 16, shadow: 'sm' }),
    iconTile('lock', 582, 460, 32, { bg: colours.amberTint, color: '#E89B1C' }),
    bar(624, 472, 50, 8, colours.navy),
    toggle(684, 467, true, { w: 32, color: '#12B76A' }),
  );
  doc.add(
    deco([
      ['+', 130, 140, 8, colours.cyan],
      ['.', 690, 300, 5, colours.amber],
    ]),
  );
  return doc.toString();
}

function consulting() {
  const doc = new SvgDocument(W, H);
  doc.add(stage(doc, { a: colours.amber, b: colours.blue }));
  // board
  const bx = 150;
  const by = 100;
  const bw = 430;
  const bh = 320;
  doc.add(card(doc, bx, by, bw, bh, { r: 22, shadow: 'lg' }));
  doc.add(
    bar(bx + 28, by + 28, 140, 11, colours.navy),
    bar(bx + 28, by + 48, 90, 7, colours.grey400, { opacity: 0.6 }),
  );
  doc.add(
    pill(bx + bw - 110, by + 26, 82, 26, colours.blueTint),
    bar(bx + bw - 94, by + 36, 50, 7, colours.blue, { opacity: 0.7 }),
  );
  // timeline
  const ty = by + 92;
  doc.add(
    line(bx + 40, ty, bx + bw - 40, ty, colours.grey200, 3, { 'stroke-linecap': 'round' }),
    line(bx + 40, ty, bx + 40 + (bw - 80) * 0.6, ty, colours.blue, 3, { 'stroke-linecap': 'round' }),
  );
  const cols = [colours.blue, colours.cyan, colours.amber];
  const tints = [colours.blueTint, colours.cyanTint, colours.amberTint];
  for (let i = 0; i < 3; i++) {
    const cx = bx + 40 + i * ((bw - 80) / 2) * 0.999;
    const done = i < 2;
    doc.add(
      circle(cx, ty, 11, done ? cols[0] : colours.white, {
        stroke: done ? 'none' : colours.grey200,
        'stroke-width': 3,
      }),
    );
    if (done) doc.add(icon('check', cx, ty, 12, colours.white, { sw: 3.4 }));
    // sticky notes column
    const colX = bx + 28 + i * ((bw - 56) / 3);
    const cw = (bw - 56) / 3 - 14;
    for (let k = 0; k < 3 - (i === 2 ? 1 : 0); k++) {
      const ny = ty + 30 + k * 62;
      doc.add(rect(colX, ny, cw, 52, 10, tints[(i + k) % 3]));
      doc.add(
        bar(colX + 12, ny + 14, cw * 0.66, 7, cols[(i + k) % 3], { opacity: 0.75 }),
        bar(colX + 12, ny + 28, cw * 0.44, 6, cols[(i + k) % 3], { opacity: 0.35 }),
      );
    }
  }
  // KPI card
  doc.add(card(doc, 556, 62, 200, 134, { r: 18 }));
  doc.add(
    bar(576, 82, 76, 7, colours.grey400, { opacity: 0.6 }),
    text('+38%', 576, 122, 28, colours.navy, { font: 'jakarta800' }),
  );
  doc.add(lineChart(doc, 576, 136, 160, 42, [10, 14, 12, 20, 18, 28, 34], { stroke: colours.blue, sw: 3, dot: 6 }));
  // team card
  doc.add(card(doc, 70, 366, 220, 108, { r: 18 }));
  [colours.amberTint, colours.cyanTint, colours.blueTint].forEach((bg, i) =>
    doc.add(
      avatar(100 + i * 30, 398, 18, { bg, fg: [colours.amber, '#0EA5C4', colours.blue][i], ring: colours.white }),
    ),
  );
  doc.add(
    circle(190, 398, 18, colours.navy, { stroke: colours.white, 'stroke-width': 2.2 }),
    text('+4', 190, 403, 13, colours.white, { anchor: 'middle' }),
  );
  doc.add(bar(88, 432, 140, 8, colours.navy), bar(88, 448, 100, 6, colours.grey200));
  // bulb
  doc.add(
    circle(640, 470, 42, colours.amber, { filter: doc.shadow('md') }),
    icon('bulb', 640, 470, 44, colours.white, { sw: 2.2 }),
  );
  doc.add(
    deco([
      ['+', 110, 150, 8, colours.blue],
      ['o', 720, 330, 6, colours.cyan],
      ['.', 380, 520, 5, colours.amber],
    ]),
  );
  return doc.toString();
}

export const serviceImages = {
  'mobile-app-development': mobile,
  'ai-machine-learning': ai,
  'web-development': web,
  'cloud-solutions': cloud,
  cybersecurity: security,
  'tech-consulting': consulting,
};
