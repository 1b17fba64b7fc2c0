/** Editorial blog illustrations, 1200×800: one bold idea per article. */
import {
  colours,
  SvgDocument,
  rounded,
  element,
  rect,
  circle,
  path,
  line,
  text,
  icon,
  type IconName,
  iconTile,
  bar,
  lines,
  card,
  avatar,
  pill,
  lineChart,
  bars,
  phone,
  browser,
  connector,
  lightBg,
  darkBg,
  cloudPath,
  shieldPath,
  code,
  smooth,
  arc,
  seededRandom,
} from './drawing';
import { screenWallet } from './screens';

const W = 1200;
const H = 800;
const GREEN = '#12B76A';
const grad = (doc, a, b, v = [0, 0, 1, 1]) =>
  doc.linearGradient(
    [
      [0, a],
      [1, b],
    ],
    v,
  );

function agents() {
  const doc = new SvgDocument(W, H);
  doc.add(
    darkBg(doc, W, H, {
      blobs: [
        [600, 400, 420, colours.blue, 0.45],
        [1100, 700, 360, colours.cyan, 0.22],
        [80, 60, 300, colours.amber, 0.1],
      ],
      grid: 50,
      gridOp: 0.04,
    }),
  );
  const cx = 600;
  const cy = 400;
  const rings: [radius: number, opacity: number, dash?: string][] = [
    [300, 0.12, '2 10'],
    [220, 0.2],
    [140, 0.28],
  ];
  for (const [r, op, dash] of rings)
    doc.add(
      circle(cx, cy, r, 'none', {
        stroke: colours.cyan,
        'stroke-opacity': op,
        'stroke-width': 1.5,
        'stroke-dasharray': dash,
      }),
    );
  const agentsAt: [angle: number, icon: IconName, colour: string][] = [
    [0, 'db', colours.blueSoft],
    [60, 'calendar', colours.amber],
    [120, 'code', colours.cyan],
    [180, 'search', colours.blueSoft],
    [240, 'chart', colours.cyan],
    [300, 'chat', colours.amber],
  ];
  const pts = agentsAt.map(([a, n, c]): [number, number, IconName, string] => [
    cx + 420 * Math.sin((a * Math.PI) / 180),
    cy - 285 * Math.cos((a * Math.PI) / 180),
    n,
    c,
  ]);
  for (const [x, y, , c] of pts) {
    doc.add(
      path(`M${cx} ${cy}Q${rounded((cx + x) / 2)} ${rounded(y)} ${rounded(x)} ${rounded(y)}`, {
        stroke: c,
        'stroke-opacity': 0.55,
        'stroke-width': 2,
      }),
    );
    // a message travelling along the link (point at t=0.55 on the quadratic)
    const t = 0.55;
    const qx = (1 - t) * (1 - t) * cx + 2 * (1 - t) * t * ((cx + x) / 2) + t * t * x;
    const qy = (1 - t) * (1 - t) * cy + 2 * (1 - t) * t * y + t * t * y;
    doc.add(circle(rounded(qx), rounded(qy), 5, c), circle(rounded(qx), rounded(qy), 12, c, { opacity: 0.2 }));
  }
  // core
  doc.add(circle(cx, cy, 120, doc.glow(colours.cyan, 0.45)));
  doc.add(
    circle(cx, cy, 74, grad(doc, colours.blue, colours.cyan)),
    circle(cx, cy, 74, 'none', { stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 2 }),
  );
  doc.add(icon('spark', cx + 2, cy, 70, colours.white, { sw: 1.8 }));
  for (const [x, y, n, c] of pts) {
    doc.add(card(doc, x - 95, y - 40, 190, 80, { r: 20, shadow: 'dark' }));
    doc.add(
      iconTile(n, x - 79, y - 24, 48, {
        bg: c === colours.amber ? colours.amberTint : c === colours.cyan ? colours.cyanTint : colours.blueTint,
        color: c === colours.amber ? '#E89B1C' : c === colours.cyan ? '#0EA5C4' : colours.blue,
      }),
    );
    doc.add(bar(x - 18, y - 14, 84, 9, colours.navy), bar(x - 18, y + 2, 60, 7, colours.grey200));
    doc.add(circle(x + 80, y - 26, 5, GREEN));
  }
  return doc.toString();
}

function crossPlatform() {
  const doc = new SvgDocument(W, H);
  doc.add(
    lightBg(doc, W, H, {
      base: ['#F4F7FF', '#E6EDFF'],
      blobs: [
        [600, 420, 460, colours.blue, 0.14],
        [1100, 80, 300, colours.cyan, 0.18],
      ],
      dots: 28,
    }),
  );
  // shared code card in the middle
  doc.add(
    connector(600, 250, 390, 300, colours.blue, { sw: 3, dash: '2 10' }),
    connector(600, 250, 810, 300, colours.blue, { sw: 3, dash: '2 10' }),
  );
  doc.add(phone(doc, 190, 150, 250, 540, (x, y, w, h) => screenWallet(doc, x, y, w, h, { amount: '$3,920.00' })));
  doc.add(
    phone(
      doc,
      760,
      150,
      250,
      540,
      (x, y, w, h) =>
        screenWallet(doc, x, y, w, h, { accent: '#0EA5C4', accent2: colours.blue, amount: '$3,920.00', labels: false }),
      { frame: '#1C2740', island: false },
    ),
  );
  doc.add(circle(885, 170, 6, '#0B0F1A'));
  doc.add(rect(470, 120, 260, 210, 22, colours.navy, { filter: doc.shadow('lg') }));
  [0, 1, 2].forEach((i) => doc.add(circle(494 + i * 16, 144, 5, '#fff', { opacity: 0.2 })));
  doc.add(
    code(
      500,
      180,
      [
        [
          0,
          [
            [40, colours.cyan],
            [70, '#fff'],
          ],
        ],
        [
          1,
          [
            [50, colours.blueSoft],
            [60, colours.amber],
          ],
        ],
        [1, [[90, '#fff']]],
        [
          1,
          [
            [34, colours.blueSoft],
            [70, colours.cyan],
          ],
        ],
        [0, [[30, colours.cyan]]],
      ],
      { gap: 24, h: 8 },
    ),
  );
  doc.add(
    circle(600, 360, 34, colours.amber, { filter: doc.shadow('md') }),
    icon('layers', 600, 360, 34, colours.navy, { sw: 2.2 }),
  );
  doc.add(card(doc, 480, 560, 240, 80, { r: 20 }));
  doc.add(
    iconTile('check', 498, 576, 48, { bg: '#E7F8EF', color: GREEN, sw: 3 }),
    bar(560, 592, 120, 9, colours.navy),
    bar(560, 610, 84, 7, colours.grey200),
  );
  return doc.toString();
}

function zeroTrustTeams() {
  const doc = new SvgDocument(W, H);
  doc.add(rect(0, 0, W, H, 0, grad(doc, colours.navy, '#1747D6')));
  doc.add(circle(600, 400, 420, doc.glow(colours.cyan, 0.3)));
  const icons: IconName[] = [
    'user',
    'phone',
    'server',
    'user',
    'globe',
    'db',
    'user',
    'phone',
    'cloud',
    'user',
    'code',
    'user',
    'phone',
    'server',
    'user',
  ];
  let k = 0;
  for (let j = 0; j < 4; j++)
    for (let i = 0; i < 7; i++) {
      const x = 60 + i * 160;
      const y = 40 + j * 190;
      if (i >= 2 && i <= 4 && j >= 1) continue;
      const warn = k === 9;
      doc.add(
        rect(x, y, 120, 120, 26, '#fff', { opacity: 0.07 }),
        rect(x + 0.5, y + 0.5, 119, 119, 26, 'none', { stroke: '#fff', 'stroke-opacity': 0.12 }),
      );
      doc.add(icon(icons[k % icons.length], x + 60, y + 58, 40, '#fff', { sw: 1.8, opacity: 0.75 }));
      doc.add(circle(x + 100, y + 20, 8, warn ? colours.amber : GREEN));
      k++;
    }
  // shield
  doc.add(path(shieldPath(600, 200, 290, 360), { fill: '#fff', filter: doc.shadow('dark') }));
  doc.add(path(shieldPath(600, 236, 226, 286), { fill: grad(doc, colours.blue, colours.cyan, [0, 0, 0.4, 1]) }));
  doc.add(circle(600, 358, 34, colours.navy), path('M586 378l-10 58h48l-10-58z', { fill: colours.navy }));
  // team chip
  doc.add(card(doc, 470, 630, 260, 76, { r: 38, shadow: 'dark' }));
  [colours.amberTint, colours.cyanTint, colours.blueTint].forEach((bg, i) =>
    doc.add(avatar(512 + i * 34, 668, 22, { bg, fg: [colours.amber, '#0EA5C4', colours.blue][i], ring: '#fff' })),
  );
  doc.add(bar(600, 658, 100, 9, colours.navy), bar(600, 674, 70, 7, GREEN, { opacity: 0.6 }));
  return doc.toString();
}

function cloudCost() {
  const doc = new SvgDocument(W, H);
  doc.add(
    lightBg(doc, W, H, {
      base: ['#FFFDF9', '#FFF3E2'],
      blobs: [
        [900, 200, 420, colours.amber, 0.18],
        [200, 700, 380, colours.blue, 0.1],
      ],
      dots: 28,
    }),
  );
  // cloud with bars
  doc.add(
    path(cloudPath(120, 150, 640, 420), { fill: grad(doc, colours.blue, colours.cyan), filter: doc.shadow('lg') }),
  );
  doc.add(path(cloudPath(190, 210, 500, 310), { fill: '#fff', opacity: 0.12 }));
  const vals = [9, 8.2, 7.6, 6.4, 5.5, 4.8, 4.1];
  doc.add(bars(250, 330, 380, 200, vals, { color: '#fff', gap: 0.45, r: 10, max: 10 }));
  const bw = 380 / (7 + 6 * 0.45);
  const trend = vals.map((v, i) => [250 + i * bw * 1.45 + bw / 2, 530 - v * 20 - 26]);
  doc.add(path(smooth(trend), { stroke: colours.amber, 'stroke-width': 5, 'stroke-linecap': 'round' }));
  doc.add(circle(trend[6][0], trend[6][1], 9, colours.amber, { stroke: '#fff', 'stroke-width': 3 }));
  // gauge
  const gx = 900;
  const gy = 330;
  doc.add(card(doc, 780, 150, 300, 260, { r: 28 }));
  doc.add(path(arc(gx, gy, 100, -90, 90), { stroke: colours.grey200, 'stroke-width': 22, 'stroke-linecap': 'round' }));
  doc.add(path(arc(gx, gy, 100, -90, -20), { stroke: GREEN, 'stroke-width': 22, 'stroke-linecap': 'round' }));
  doc.add(
    path(arc(gx, gy, 100, 30, 90), {
      stroke: colours.amber,
      'stroke-width': 22,
      'stroke-linecap': 'round',
      opacity: 0.35,
    }),
  );
  const na = (-55 * Math.PI) / 180;
  doc.add(
    line(gx, gy, gx + Math.sin(na) * 76, gy - Math.cos(na) * 76, colours.navy, 8, { 'stroke-linecap': 'round' }),
    circle(gx, gy, 14, colours.navy),
  );
  doc.add(bar(840, 182, 120, 9, colours.navy));
  // savings chip + coins
  doc.add(card(doc, 800, 460, 280, 140, { r: 28 }));
  doc.add(text('-32%', 830, 540, 48, colours.navy, { font: 'jakarta800' }), bar(830, 560, 150, 8, colours.grey200));
  for (let i = 0; i < 4; i++) {
    doc.add(
      element('ellipse', { cx: 1010, cy: 560 - i * 18, rx: 40, ry: 14, fill: '#E89B1C' }),
      element('ellipse', { cx: 1010, cy: 554 - i * 18, rx: 40, ry: 14, fill: colours.amber }),
    );
  }
  doc.add(icon('dollar', 1010, 500, 16, '#B86E00', { sw: 2.4 }));
  return doc.toString();
}

function dataProducts() {
  const doc = new SvgDocument(W, H);
  doc.add(
    lightBg(doc, W, H, {
      base: ['#F3FCFE', '#E2F6FB'],
      blobs: [
        [600, 420, 460, colours.cyan, 0.2],
        [100, 100, 300, colours.blue, 0.12],
      ],
      dots: 28,
    }),
  );
  const cx = 600;
  // isometric plane
  const plane = (cy, w, h, fill, a = {}) =>
    path(`M${cx} ${cy - h}L${cx + w} ${cy}L${cx} ${cy + h}L${cx - w} ${cy}Z`, { fill, ...a });
  const iso = (u, v, cy, w, h) => [cx + (u - v) * w, cy + (u + v - 1) * h];
  // bottom: raw data dots
  const b = 600;
  doc.add(
    plane(b + 14, 330, 170, '#0E7C9A', { opacity: 0.25 }),
    plane(b, 330, 170, colours.white, { filter: doc.shadow('lg') }),
  );
  const r = seededRandom('data');
  for (let i = 0; i < 40; i++) {
    const [x, y] = iso(0.1 + r() * 0.8, 0.1 + r() * 0.8, b, 330, 170);
    doc.add(
      circle(
        rounded(x),
        rounded(y),
        5 + r() * 4,
        [colours.blueSoft, colours.cyan, colours.grey400, colours.amber][i % 4],
        { opacity: 0.85 },
      ),
    );
  }
  // middle: modeled grid
  const m = 420;
  doc.add(
    plane(m + 14, 290, 150, colours.blue, { opacity: 0.3 }),
    plane(m, 290, 150, grad(doc, colours.blue, colours.cyan, [0, 0, 1, 0])),
  );
  let gl = '';
  for (let i = 1; i < 6; i++) {
    const [x1, y1] = iso(i / 6, 0, m, 290, 150);
    const [x2, y2] = iso(i / 6, 1, m, 290, 150);
    const [x3, y3] = iso(0, i / 6, m, 290, 150);
    const [x4, y4] = iso(1, i / 6, m, 290, 150);
    gl += `M${rounded(x1)} ${rounded(y1)}L${rounded(x2)} ${rounded(y2)}M${rounded(x3)} ${rounded(y3)}L${rounded(x4)} ${rounded(y4)}`;
  }
  doc.add(path(gl, { stroke: '#fff', 'stroke-opacity': 0.35, 'stroke-width': 1.5 }));
  // vertical guides
  doc.add(
    path(`M${cx - 330} ${b}V${m}M${cx + 330} ${b}V${m}M${cx} ${b + 170}V${m + 150}`, {
      stroke: colours.navy,
      'stroke-opacity': 0.15,
      'stroke-dasharray': '4 8',
      'stroke-width': 2,
    }),
  );
  // top: product card
  doc.add(card(doc, 430, 90, 340, 250, { r: 28, shadow: 'lg' }));
  doc.add(
    iconTile('chart', 456, 116, 48, { bg: colours.cyanTint, color: '#0EA5C4' }),
    bar(518, 126, 130, 10, colours.navy),
    bar(518, 146, 90, 7, colours.grey200),
  );
  doc.add(lineChart(doc, 456, 190, 288, 90, [20, 28, 24, 40, 36, 52, 60, 74], { stroke: colours.blue, sw: 4, dot: 7 }));
  doc.add(
    pill(456, 298, 80, 24, colours.blueTint),
    pill(546, 298, 80, 24, colours.cyanTint),
    pill(636, 298, 80, 24, colours.amberTint),
  );
  doc.add(
    path(`M${cx} 340V${m - 150}`, {
      stroke: colours.navy,
      'stroke-opacity': 0.2,
      'stroke-dasharray': '4 8',
      'stroke-width': 2,
    }),
  );
  return doc.toString();
}

function protoToProd() {
  const doc = new SvgDocument(W, H);
  doc.add(
    lightBg(doc, W, H, {
      base: [colours.white, '#EEF1F7'],
      blobs: [
        [950, 400, 420, colours.blue, 0.12],
        [200, 380, 360, colours.amber, 0.14],
      ],
      dots: 28,
    }),
  );
  // prototype notebook, sketchy
  doc.add(
    rect(80, 170, 380, 460, 26, '#FFFCF5', {
      stroke: colours.grey400,
      'stroke-width': 2.5,
      'stroke-dasharray': '10 9',
    }),
  );
  doc.add(bar(116, 206, 150, 11, colours.grey600, { opacity: 0.6 }));
  for (let i = 0; i < 3; i++) {
    const y = 250 + i * 120;
    doc.add(rect(116, y, 308, 96, 14, '#fff', { stroke: colours.grey200, 'stroke-width': 2 }));
    doc.add(text(`[${i + 1}]`, 130, y + 30, 14, colours.grey400));
    if (i === 1)
      doc.add(
        path(`M170 ${y + 78}C210 ${y + 20} 240 ${y + 70} 280 ${y + 40}S350 ${y + 10} 400 ${y + 30}`, {
          stroke: colours.amber,
          'stroke-width': 4,
          'stroke-linecap': 'round',
        }),
      );
    else doc.add(lines(170, y + 24, [180, 220, 120], { h: 8, gap: 18, color: i ? colours.grey200 : '#D8DDE7' }));
  }
  // arrow
  doc.add(
    path('M500 400H640', {
      stroke: colours.navy,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-dasharray': '1 14',
    }),
    path('M628 382l22 18-22 18', {
      stroke: colours.navy,
      'stroke-width': 5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  // production pipeline
  doc.add(card(doc, 690, 120, 430, 560, { r: 28, shadow: 'lg' }));
  doc.add(bar(726, 156, 170, 12, colours.navy), pill(1010, 150, 80, 26, '#E7F8EF'), bar(1026, 160, 48, 7, GREEN));
  const stages: [IconName, string, string][] = [
    ['db', colours.blueTint, colours.blue],
    ['cpu', colours.cyanTint, '#0EA5C4'],
    ['box', colours.amberTint, '#E89B1C'],
    ['eye', colours.blueTint, colours.blue],
  ];
  stages.forEach(([n, bg, c], i) => {
    const y = 210 + i * 82;
    if (i < stages.length - 1) doc.add(line(754, y + 56, 754, y + 82, colours.grey200, 3));
    doc.add(iconTile(n, 726, y, 56, { bg, color: c }));
    doc.add(bar(800, y + 14, 150, 9, colours.navy), bar(800, y + 32, 100, 7, colours.grey200));
    doc.add(circle(1070, y + 28, 14, GREEN), icon('check', 1070, y + 28, 15, '#fff', { sw: 3.2 }));
  });
  doc.add(rect(726, 548, 358, 104, 16, colours.grey50));
  doc.add(
    lineChart(doc, 742, 566, 326, 70, [50, 52, 51, 53, 52, 54, 53, 55, 54, 56], {
      stroke: GREEN,
      sw: 3,
      min: 40,
      max: 60,
    }),
  );
  return doc.toString();
}

function article() {
  const doc = new SvgDocument(W, H);
  doc.add(
    darkBg(doc, W, H, {
      blobs: [
        [900, 200, 480, colours.blue, 0.5],
        [200, 760, 420, colours.cyan, 0.2],
      ],
      grid: 50,
      gridOp: 0.05,
    }),
  );
  doc.add(
    browser(doc, 190, 110, 700, 560, (x, y, w, h) => {
      let s = rect(x, y, w, h, 0, '#fff');
      s += rect(x + 60, y + 40, w - 120, 200, 16, grad(doc, colours.navy, colours.blue));
      s += circle(x + w - 160, y + 120, 70, doc.glow(colours.cyan, 0.6));
      s += path(`M${x + 60} ${y + 200}l120-70 90 50 110-80 160 100v40H${x + 60}z`, { fill: '#fff', opacity: 0.12 });
      s += bar(x + 60, y + 270, 380, 16, colours.navy) + bar(x + 60, y + 296, 260, 16, colours.navy);
      s +=
        avatar(x + 76, y + 350, 16, { bg: colours.amberTint, fg: colours.amber }) +
        bar(x + 102, y + 344, 120, 8, colours.grey400, { opacity: 0.6 });
      s += lines(x + 60, y + 392, [580, 560, 590, 420], { h: 9, gap: 22 });
      return s;
    }),
  );
  // floating tools
  doc.add(card(doc, 800, 420, 260, 180, { r: 24, shadow: 'dark' }));
  doc.add(bar(824, 446, 110, 9, colours.navy));
  doc.add(
    bars(824, 480, 210, 90, [4, 6, 5, 8, 7, 10], {
      color: colours.blueMist,
      hi: 5,
      hiColor: colours.blue,
      gap: 0.5,
      r: 5,
    }),
  );
  doc.add(card(doc, 110, 470, 220, 150, { r: 24, shadow: 'dark' }));
  doc.add(
    iconTile('bulb', 130, 490, 48, { bg: colours.amberTint, color: '#E89B1C' }),
    lines(130, 556, [170, 130], { h: 8, gap: 18, first: colours.navy }),
  );
  doc.add(
    circle(930, 150, 44, colours.amber, { filter: doc.shadow('dark') }),
    icon('spark', 930, 150, 40, colours.navy, { sw: 2.2 }),
  );
  return doc.toString();
}

export const blogImages = {
  'technology-roadmap-your-board-will-fund': agents,
  'react-native-or-fully-native': crossPlatform,
  'zero-trust-for-mid-sized-companies': zeroTrustTeams,
  'cutting-cloud-costs-without-cutting-corners': cloudCost,
  'core-web-vitals-for-b2b-websites': dataProducts,
  'how-to-scope-an-ai-pilot': protoToProd,
  article,
};
