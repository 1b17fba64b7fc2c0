/** Hero art, slider backgrounds, about-page art, video poster and the 404 illustration. */
import {
  colours,
  paint,
  SvgDocument,
  rounded,
  group,
  element,
  rect,
  circle,
  path,
  line,
  text,
  measure,
  capHeight,
  icon,
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
  laptop,
  node,
  connector,
  darkBg,
  lightBg,
  cloudPath,
  shieldPath,
  code,
  bubble,
  smooth,
  seededRandom,
  type IconName,
} from './drawing';
import { screenChat, screenWallet, pageDashboard } from './screens';
import { mark } from './brand';

const GREEN = '#12B76A';
const grad = (doc, a, b, v = [0, 0, 1, 1]) =>
  doc.linearGradient(
    [
      [0, a],
      [1, b],
    ],
    v,
  );

/** A page drawn at its natural size and scaled into a smaller frame. */
const scaled = (x, y, k, content) =>
  group({ transform: `translate(${rounded(x)} ${rounded(y)}) scale(${k})` }, content);

/* ------------------------------------------------------------ heroes */

function heroOne() {
  const doc = new SvgDocument(720, 640);
  doc.add(circle(400, 320, 330, doc.glow(colours.blue, 0.45)));
  doc.add(
    circle(380, 330, 290, 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.1,
      'stroke-dasharray': '3 10',
      'stroke-width': 1.5,
    }),
  );
  // AI network (behind dashboard corner)
  const n = {
    a: [470, 58],
    b: [560, 22],
    c: [650, 60],
    d: [692, 160],
    e: [590, 92],
  };
  const links = [
    ['a', 'b'],
    ['b', 'c'],
    ['c', 'd'],
    ['a', 'e'],
    ['e', 'c'],
    ['b', 'e'],
    ['e', 'd'],
  ];
  doc.add(
    path(links.map(([p, q]) => `M${n[p][0]} ${n[p][1]}L${n[q][0]} ${n[q][1]}`).join(''), {
      stroke: colours.cyan,
      'stroke-opacity': 0.5,
      'stroke-width': 1.5,
    }),
  );
  // dashboard card
  const dx = 232;
  const dy = 118;
  const dw = 420;
  const dh = 300;
  doc.add(card(doc, dx, dy, dw, dh, { r: 22, shadow: 'dark' }));
  doc.add(
    rect(dx + 22, dy + 22, 26, 26, 8, grad(doc, colours.blue, colours.cyan)),
    bar(dx + 58, dy + 26, 110, 8, colours.navy),
    bar(dx + 58, dy + 40, 70, 6, colours.grey200),
  );
  doc.add(
    pill(dx + dw - 100, dy + 22, 78, 26, colours.blueTint),
    bar(dx + dw - 84, dy + 32, 46, 6, colours.blue, { opacity: 0.7 }),
  );
  doc.add(
    text('$84.2k', dx + 140, dy + 96, 24, colours.navy, { font: 'jakarta800' }),
    bar(dx + 140, dy + 66, 64, 6, colours.grey400, { opacity: 0.6 }),
  );
  doc.add(
    pill(dx + 236, dy + 76, 50, 22, GREEN, { opacity: 0.14 }),
    text('+18%', dx + 261, dy + 91, 10.5, GREEN, { anchor: 'middle' }),
  );
  doc.add(
    lineChart(doc, dx + 140, dy + 120, dw - 164, 110, [22, 30, 26, 40, 36, 52, 48, 66, 60, 78], {
      stroke: colours.blue,
      sw: 3,
      dot: 7,
    }),
  );
  doc.add(
    lineChart(doc, dx + 140, dy + 150, dw - 164, 80, [10, 14, 18, 16, 24, 22, 30, 28, 34, 40], {
      stroke: colours.cyan,
      sw: 2.5,
      area: false,
    }),
  );
  doc.add(
    bars(dx + 140, dy + 250, dw - 164, 30, [5, 7, 6, 8, 7, 9, 8, 10, 9, 11, 10, 12], {
      color: colours.blueMist,
      hi: 11,
      hiColor: colours.blue,
      gap: 0.6,
      r: 2,
    }),
  );
  // network nodes (above lines)
  for (const [k, [x, y]] of Object.entries(n)) {
    if (k === 'e') continue;
    doc.add(
      node(doc, x, y, k === 'd' ? 7 : 8, k === 'c' ? colours.amber : colours.cyan, {
        halo: 2.8,
        haloOp: 0.5,
        core: colours.navy,
      }),
    );
  }
  doc.add(
    circle(n.e[0], n.e[1], 40, doc.glow(colours.cyan, 0.5)),
    circle(n.e[0], n.e[1], 24, grad(doc, colours.blue, colours.cyan)),
    icon('spark', n.e[0], n.e[1], 24, '#fff', { sw: 2 }),
  );
  // phone with AI chat
  doc.add(
    phone(doc, 86, 168, 212, 440, (x, y, w, h) => screenChat(doc, x, y, w, h), { shadow: 'dark', frame: '#0F1F4A' }),
  );
  // chips
  doc.add(card(doc, 14, 92, 208, 66, { r: 18, shadow: 'dark' }));
  doc.add(
    circle(46, 125, 17, '#E7F8EF'),
    icon('check', 46, 125, 17, GREEN, { sw: 3 }),
    bar(74, 114, 110, 8, colours.navy),
    bar(74, 130, 76, 6, colours.grey200),
  );
  doc.add(card(doc, 470, 452, 226, 122, { r: 20, shadow: 'dark' }));
  doc.add(
    iconTile('users', 490, 472, 38, { bg: colours.amberTint, color: '#E89B1C' }),
    bar(538, 482, 80, 7, colours.grey400, { opacity: 0.6 }),
  );
  doc.add(text('+42%', 490, 550, 28, colours.navy, { font: 'jakarta800' }));
  doc.add(lineChart(doc, 586, 520, 90, 36, [4, 5, 4.6, 7, 6.4, 9], { stroke: colours.amber, sw: 2.5 }));
  return doc.toString();
}

function heroTwo() {
  const doc = new SvgDocument(720, 640);
  doc.add(
    circle(
      360,
      340,
      280,
      doc.linearGradient(
        [
          [0, colours.blueTint],
          [1, colours.blueTint, 0.2],
        ],
        [0.5, 0, 0.5, 1],
      ),
    ),
  );
  doc.add(
    circle(360, 340, 318, 'none', {
      stroke: colours.blue,
      'stroke-opacity': 0.16,
      'stroke-dasharray': '3 10',
      'stroke-width': 1.5,
    }),
  );
  // connectors to the cloud
  doc.add(
    connector(360, 232, 530, 168, colours.blue, { sw: 2.5, dash: '2 9', vertical: true }),
    connector(300, 232, 468, 168, colours.cyan, { sw: 2.5, dash: '2 9', vertical: true }),
  );
  // laptop
  doc.add(
    laptop(doc, 110, 232, 470, 318, (x, y, w, h) =>
      scaled(
        x,
        y,
        0.5,
        pageDashboard(doc, 0, 0, w * 2, h * 2, {
          kpis: ['$48k', '2,940', '4.2%'],
          deltas: ['+12%', '+9%', '+1%'],
          seed: 5,
        }),
      ),
    ),
  );
  // cloud
  doc.add(
    path(cloudPath(400, 38, 260, 150), { fill: grad(doc, colours.blue, colours.cyan), filter: doc.shadow('lg') }),
  );
  doc.add(path(cloudPath(430, 60, 200, 110), { fill: '#fff', opacity: 0.14 }));
  doc.add(icon('arrow', 530, 122, 44, '#fff', { sw: 2.6 }));
  // shield
  doc.add(
    path(shieldPath(590, 360, 170, 200), {
      fill: grad(doc, colours.blue, colours.navy, [0, 0, 0.4, 1]),
      filter: doc.shadow('lg'),
    }),
  );
  doc.add(
    path(shieldPath(590, 378, 132, 160), {
      fill: 'none',
      stroke: colours.cyan,
      'stroke-opacity': 0.55,
      'stroke-width': 2,
    }),
  );
  doc.add(icon('check', 590, 460, 70, '#fff', { sw: 3 }));
  // chips
  doc.add(card(doc, 36, 96, 206, 110, { r: 20 }));
  doc.add(
    bar(58, 118, 70, 7, colours.grey400, { opacity: 0.6 }),
    text('99.9%', 58, 160, 28, colours.navy, { font: 'jakarta800' }),
  );
  doc.add(bars(58, 172, 160, 18, [8, 9, 8, 10, 9, 10, 10, 9, 10, 10, 10, 10], { color: GREEN, gap: 0.5, r: 2 }));
  doc.add(card(doc, 28, 500, 230, 74, { r: 20 }));
  [colours.amberTint, colours.cyanTint, colours.blueTint].forEach((bg, i) =>
    doc.add(avatar(62 + i * 28, 537, 18, { bg, fg: [colours.amber, '#0EA5C4', colours.blue][i], ring: '#fff' })),
  );
  doc.add(bar(138, 526, 96, 8, colours.navy), bar(138, 542, 64, 6, colours.grey200));
  return doc.toString();
}

/* ------------------------------------------------------------ slides */

function slideBase(doc, blobs) {
  const W = 1600;
  const H = 900;
  const fade = doc.linearGradient(
    [
      [0, '#fff', 0],
      [0.45, '#fff', 0.15],
      [1, '#fff', 1],
    ],
    [0, 0, 1, 0],
  );
  const maskId = doc.define('fademask', (id) => element('mask', { id }, rect(0, 0, W, H, 0, fade)));
  return (
    darkBg(doc, W, H, { blobs, grid: 0, base: [colours.deep, colours.navy] }) +
    group(
      { mask: `url(#${maskId})` },
      rect(0, 0, W, H, 0, doc.pattern('sg', 64, 64, path('M64 0H0V64', { stroke: '#fff', 'stroke-opacity': 0.08 }))),
    )
  );
}

function slide1() {
  const doc = new SvgDocument(1600, 900);
  doc.add(
    slideBase(doc, [
      [1250, 380, 620, colours.blue, 0.55],
      [1450, 820, 380, colours.cyan, 0.3],
      [300, 900, 500, colours.blue, 0.15],
    ]),
  );
  const r = seededRandom('slide1');
  const pts: [number, number][] = [];
  for (let i = 0; i < 9; i++)
    for (let j = 0; j < 8; j++) {
      const x = 760 + i * 100 + (r() - 0.5) * 70;
      const y = 70 + j * 108 + (r() - 0.5) * 70;
      // thinner towards the left so the text side stays calm
      if (r() > 0.25 + (i / 8) * 0.7) continue;
      pts.push([x, y]);
    }
  const seen = new Set();
  let edges = '';
  pts.forEach((p, i) => {
    const near = pts
      .map((q, j) => [Math.hypot(p[0] - q[0], p[1] - q[1]), j])
      .filter(([, j]) => j !== i)
      .sort((a, b) => a[0] - b[0])
      .slice(0, 3);
    for (const [d, j] of near) {
      const key = i < j ? `${i}-${j}` : `${j}-${i}`;
      if (d > 190 || seen.has(key)) continue;
      seen.add(key);
      edges += `M${rounded(p[0])} ${rounded(p[1])}L${rounded(pts[j][0])} ${rounded(pts[j][1])}`;
    }
  });
  doc.add(path(edges, { stroke: colours.cyan, 'stroke-opacity': 0.26, 'stroke-width': 1.2 }));
  pts.forEach(([x, y], i) => {
    const big = i % 6 === 2;
    const c = i === 23 ? colours.amber : i % 3 ? colours.cyan : colours.blueSoft;
    doc.add(
      big || i === 23
        ? node(doc, x, y, 7, c, { halo: 4, haloOp: 0.5, core: colours.deep })
        : circle(rounded(x), rounded(y), 2.5 + (i % 3), c, { opacity: 0.85 }),
    );
  });
  return doc.toString();
}

function slide2() {
  const doc = new SvgDocument(1600, 900);
  doc.add(
    slideBase(doc, [
      [1300, 700, 640, colours.cyan, 0.35],
      [1400, 150, 420, colours.blue, 0.45],
    ]),
  );
  const stroke = doc.linearGradient(
    [
      [0, colours.cyan, 0],
      [0.5, colours.cyan, 0.5],
      [1, colours.blueSoft, 0.9],
    ],
    [600, 0, 1600, 0],
    true,
  );
  let d = '';
  for (let k = 0; k < 22; k++) {
    const pts: [number, number][] = [];
    for (let x = 600; x <= 1620; x += 60) {
      const t = (x - 600) / 1000;
      pts.push([x, 560 + k * 11 - 140 * t + Math.sin(t * 5.2 + k * 0.16) * (60 + k * 3)]);
    }
    d += smooth(pts, 0.2);
  }
  doc.add(path(d, { stroke, 'stroke-width': 1.3 }));
  const r = seededRandom('slide2');
  for (let i = 0; i < 24; i++) {
    const x = 900 + r() * 680;
    const y = 140 + r() * 560;
    doc.add(
      circle(rounded(x), rounded(y), 1.5 + r() * 2.5, i % 5 === 0 ? colours.amber : colours.cyan, {
        opacity: 0.5 + r() * 0.5,
      }),
    );
  }
  doc.add(node(doc, 1268, 392, 8, colours.cyan, { halo: 5, haloOp: 0.5, core: colours.deep }));
  return doc.toString();
}

function slide3() {
  const doc = new SvgDocument(1600, 900);
  doc.add(
    slideBase(doc, [
      [1240, 450, 600, colours.blue, 0.5],
      [1500, 120, 320, colours.amber, 0.22],
    ]),
  );
  const cx = 1240;
  const cy = 450;
  const orbits = [
    [170, 0.42],
    [270, 0.42],
    [370, 0.42],
  ];
  doc.add(
    group(
      { transform: `rotate(-18 ${cx} ${cy})` },
      orbits
        .map(([rx, k], i) =>
          element('ellipse', {
            cx,
            cy,
            rx,
            ry: rx * k,
            stroke: '#fff',
            'stroke-opacity': 0.16 - i * 0.03,
            'stroke-width': 1.5,
          }),
        )
        .join(''),
      element('ellipse', {
        cx,
        cy,
        rx: 470,
        ry: 470 * 0.42,
        stroke: '#fff',
        'stroke-opacity': 0.06,
        'stroke-dasharray': '3 12',
        'stroke-width': 1.5,
      }),
      node(doc, cx + 170 * Math.cos(2.2), cy + 170 * 0.42 * Math.sin(2.2), 8, colours.cyan, {
        halo: 3.5,
        core: colours.deep,
      }),
      node(doc, cx + 270 * Math.cos(-0.6), cy + 270 * 0.42 * Math.sin(-0.6), 10, colours.amber, {
        halo: 4,
        haloOp: 0.55,
        core: colours.deep,
      }),
      node(doc, cx + 370 * Math.cos(3.6), cy + 370 * 0.42 * Math.sin(3.6), 7, colours.blueSoft, {
        halo: 3.5,
        core: colours.deep,
      }),
      node(doc, cx + 370 * Math.cos(0.9), cy + 370 * 0.42 * Math.sin(0.9), 6, colours.cyan, {
        halo: 3,
        core: colours.deep,
      }),
    ),
  );
  doc.add(circle(cx, cy, 150, doc.glow(colours.cyan, 0.35)));
  doc.add(
    circle(
      cx,
      cy,
      86,
      doc.radialGradient(
        [
          [0, '#5B86FF'],
          [0.7, colours.blue],
          [1, '#1747D6'],
        ],
        { cx: 0.35, cy: 0.3, r: 0.8 },
      ),
    ),
  );
  doc.add(circle(cx, cy, 86, 'none', { stroke: '#fff', 'stroke-opacity': 0.25, 'stroke-width': 2 }));
  doc.add(
    path(`M${cx - 86} ${cy}A86 30 0 0 0 ${cx + 86} ${cy}`, {
      stroke: '#fff',
      'stroke-opacity': 0.2,
      'stroke-width': 1.5,
    }),
  );
  doc.add(
    path(`M${cx} ${cy - 86}A30 86 0 0 0 ${cx} ${cy + 86}`, {
      stroke: '#fff',
      'stroke-opacity': 0.2,
      'stroke-width': 1.5,
    }),
  );
  return doc.toString();
}

/* ------------------------------------------------------------- about */

function aboutMain() {
  const doc = new SvgDocument(640, 720);
  doc.add(
    lightBg(doc, 640, 720, {
      base: ['#F2F5FF', '#E4EBFF'],
      blobs: [
        [560, 80, 260, colours.cyan, 0.2],
        [60, 660, 260, colours.amber, 0.16],
      ],
      dots: 24,
    }),
  );
  // video call card
  const vx = 40;
  const vy = 36;
  doc.add(card(doc, vx, vy, 440, 318, { r: 24, shadow: 'lg' }));
  const tiles = [
    ['#DCE6FF', colours.blue, colours.amber],
    ['#D7F5FA', '#0EA5C4', colours.navy],
    ['#FFEBCC', '#E89B1C', colours.blue],
    ['#E4E8F0', colours.grey600, colours.cyan],
  ];
  tiles.forEach(([bg, fg, shirt], i) => {
    const tx = vx + 20 + (i % 2) * 204;
    const ty = vy + 20 + Math.floor(i / 2) * 124;
    doc.add(rect(tx, ty, 196, 116, 16, bg));
    doc.add(
      group(
        { 'clip-path': doc.clip(rect(tx, ty, 196, 116, 16)) },
        circle(tx + 98, ty + 52, 22, fg, { opacity: 0.9 }),
        path(
          `M${tx + 54} ${ty + 116}C${tx + 54} ${ty + 92} ${tx + 74} ${ty + 80} ${tx + 98} ${ty + 80}S${tx + 142} ${ty + 92} ${tx + 142} ${ty + 116}Z`,
          { fill: shirt },
        ),
      ),
    );
    doc.add(pill(tx + 10, ty + 90, 70, 18, colours.navy, { opacity: 0.55 }), bar(tx + 18, ty + 96, 44, 6, '#fff'));
    if (i === 1) doc.add(rect(tx, ty, 196, 116, 16, 'none', { stroke: GREEN, 'stroke-width': 3 }));
  });
  const cbY = vy + 268;
  (
    [
      ['mic', '#EEF1F6', colours.navy],
      ['video', '#EEF1F6', colours.navy],
      ['phone', '#F04438', '#fff'],
      ['chat', '#EEF1F6', colours.navy],
    ] satisfies [IconName, string, string][]
  ).forEach(([n, bg, fg], i) => {
    const bx = vx + 158 + i * 42;
    doc.add(circle(bx, cbY + 18, 16, bg), icon(n, bx, cbY + 18, 16, fg, { sw: 2 }));
  });
  // kanban card
  const kx = 236;
  const ky = 376;
  doc.add(card(doc, kx, ky, 370, 252, { r: 24, shadow: 'lg' }));
  doc.add(bar(kx + 22, ky + 24, 130, 10, colours.navy));
  const cols = [colours.blue, colours.cyan, GREEN];
  for (let c = 0; c < 3; c++) {
    const cx = kx + 22 + c * 112;
    doc.add(circle(cx + 5, ky + 62, 5, cols[c]), bar(cx + 16, ky + 58, 56, 7, colours.grey400, { opacity: 0.6 }));
    for (let k = 0; k < (c === 1 ? 2 : 3) - (c === 2 ? 1 : 0); k++) {
      const y = ky + 80 + k * 56;
      doc.add(rect(cx, y, 102, 50, 10, colours.grey50));
      doc.add(
        bar(cx + 10, y + 12, 70, 7, colours.navy, { opacity: 0.75 }),
        bar(cx + 10, y + 28, 40, 6, cols[(c + k) % 3], { opacity: 0.45 }),
      );
      doc.add(circle(cx + 88, y + 31, 7, [colours.amber, colours.blueSoft, colours.cyan][(c + k) % 3]));
    }
  }
  // chat card
  doc.add(card(doc, 28, 446, 240, 210, { r: 24, shadow: 'lg' }));
  doc.add(
    avatar(58, 478, 16, { bg: colours.amberTint, fg: colours.amber }),
    bar(82, 472, 90, 8, colours.navy),
    bar(82, 486, 56, 6, GREEN, { opacity: 0.6 }),
  );
  doc.add(
    bubble(46, 510, 180, 40, 'l', colours.grey50, { r: 12 }),
    lines(58, 521, [150, 100], { h: 6, gap: 12, color: '#C4CBD8' }),
  );
  doc.add(
    bubble(84, 560, 164, 40, 'r', colours.blue, { r: 12 }),
    lines(96, 571, [136, 84], { h: 6, gap: 12, color: 'rgba(255,255,255,.75)' }),
  );
  doc.add(bubble(46, 610, 120, 30, 'l', colours.grey50, { r: 12 }), bar(58, 622, 70, 6, '#C4CBD8'));
  // avatar stack chip
  doc.add(card(doc, 360, 648, 246, 60, { r: 30, shadow: 'md' }));
  [colours.amberTint, colours.cyanTint, colours.blueTint, '#E4E8F0'].forEach((bg, i) =>
    doc.add(
      avatar(392 + i * 28, 678, 17, {
        bg,
        fg: [colours.amber, '#0EA5C4', colours.blue, colours.grey600][i],
        ring: '#fff',
      }),
    ),
  );
  doc.add(bar(502, 670, 80, 8, colours.navy), bar(502, 685, 56, 6, colours.grey200));
  // accent
  doc.add(
    circle(566, 60, 34, colours.amber, { filter: doc.shadow('md') }),
    icon('star', 566, 60, 30, '#fff', { fill: '#fff', sw: 1.2 }),
  );
  return doc.toString();
}

function aboutSecondary() {
  const doc = new SvgDocument(400, 400);
  doc.add(
    darkBg(doc, 400, 400, {
      blobs: [
        [200, 200, 220, colours.blue, 0.5],
        [360, 380, 160, colours.cyan, 0.25],
      ],
      grid: 32,
      gridOp: 0.05,
    }),
  );
  const cx = 200;
  const cy = 196;
  doc.add(
    circle(cx, cy, 128, 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.12,
      'stroke-dasharray': '3 9',
      'stroke-width': 1.5,
    }),
  );
  const people: [number, number, string, string][] = [
    [200, 68, colours.amberTint, colours.amber],
    [311, 260, colours.cyanTint, '#0EA5C4'],
    [89, 260, colours.blueTint, colours.blue],
  ];
  doc.add(
    path(people.map(([x, y]) => `M${cx} ${cy}L${x} ${y}`).join(''), {
      stroke: colours.cyan,
      'stroke-opacity': 0.45,
      'stroke-width': 2,
      'stroke-dasharray': '2 7',
      'stroke-linecap': 'round',
    }),
  );
  doc.add(circle(cx, cy, 70, doc.glow(colours.cyan, 0.45)));
  doc.add(mark(doc, cx - 38, cy - 38, 76));
  for (const [x, y, bg, fg] of people)
    doc.add(circle(x, y, 40, doc.glow(fg, 0.4)), avatar(x, y, 28, { bg, fg, ring: '#fff' }));
  doc.add(card(doc, 100, 326, 200, 50, { r: 25, shadow: 'dark' }));
  doc.add(
    circle(126, 351, 13, GREEN),
    icon('check', 126, 351, 14, '#fff', { sw: 3.2 }),
    bar(148, 345, 120, 8, colours.navy),
  );
  return doc.toString();
}

/* ---------------------------------------------------- video poster */

function videoPoster() {
  const doc = new SvgDocument(1280, 720);
  doc.add(
    darkBg(doc, 1280, 720, {
      blobs: [
        [640, 360, 420, colours.blue, 0.55],
        [1180, 80, 300, colours.cyan, 0.25],
        [80, 680, 300, colours.amber, 0.12],
      ],
      grid: 56,
      gridOp: 0.045,
    }),
  );
  doc.add(circle(640, 360, 150, 'none', { stroke: '#fff', 'stroke-opacity': 0.1, 'stroke-width': 1.5 }));
  doc.add(
    circle(640, 360, 210, 'none', {
      stroke: '#fff',
      'stroke-opacity': 0.06,
      'stroke-dasharray': '3 10',
      'stroke-width': 1.5,
    }),
  );
  // left: phone + chip
  doc.add(
    phone(
      doc,
      120,
      130,
      232,
      480,
      (x, y, w, h) => screenWallet(doc, x, y, w, h, { amount: '$9,640.00', labels: false }),
      { shadow: 'dark' },
    ),
  );
  doc.add(card(doc, 300, 520, 200, 74, { r: 18, shadow: 'dark' }));
  doc.add(
    iconTile('bell', 316, 536, 42, { bg: colours.amberTint, color: '#E89B1C' }),
    bar(370, 546, 100, 8, colours.navy),
    bar(370, 562, 70, 6, colours.grey200),
  );
  // right: dashboard + code
  doc.add(
    browser(doc, 810, 110, 400, 290, (x, y, w, h) =>
      scaled(
        x,
        y,
        0.5,
        pageDashboard(doc, 0, 0, w * 2, h * 2, { sidebar: false, kpis: ['$84k', '9.2k', '3.6%'], seed: 2 }),
      ),
    ),
  );
  doc.add(
    rect(870, 440, 320, 180, 18, '#0E2150', { filter: doc.shadow('dark') }),
    rect(870.5, 440.5, 319, 179, 18, 'none', { stroke: '#fff', 'stroke-opacity': 0.1 }),
  );
  doc.add(
    code(
      900,
      476,
      [
        [
          0,
          [
            [34, colours.cyan],
            [80, '#fff'],
          ],
        ],
        [
          1,
          [
            [40, colours.blueSoft],
            [70, colours.amber],
          ],
        ],
        [
          2,
          [
            [90, '#fff'],
            [30, colours.cyan],
          ],
        ],
        [1, [[60, colours.blueSoft]]],
        [0, [[24, colours.cyan]]],
      ],
      { gap: 24, h: 8 },
    ),
  );
  // AI nodes top-centre
  doc.add(
    path('M560 96L640 70L720 100M640 70L640 40', { stroke: colours.cyan, 'stroke-opacity': 0.4, 'stroke-width': 1.5 }),
  );
  doc.add(
    node(doc, 560, 96, 6, colours.cyan, { core: colours.deep }),
    node(doc, 640, 70, 8, colours.amber, { core: colours.deep }),
    node(doc, 720, 100, 6, colours.blueSoft, { core: colours.deep }),
    node(doc, 640, 40, 5, colours.cyan, { core: colours.deep }),
  );
  // bottom vignette
  doc.add(rect(0, 520, 1280, 200, 0, grad(doc, colours.deep, colours.deep, [0, 0, 0, 1]), { opacity: 0 }));
  return doc.toString();
}

/* -------------------------------------------------------------- 404 */

/** The not-found picture; `dark`: the digits and horizon light, for the dark theme's surface. */
function notFound(dark = false) {
  const ink = dark ? paint('navy-200') : colours.navy;
  const horizon = dark ? paint('ink-700') : colours.grey200;
  const doc = new SvgDocument(600, 400);
  const size = 210;
  const base = 290;
  const cx = 300;
  const cy = base - capHeight('jakarta800', size) / 2;
  const w4 = measure('4', size, { font: 'jakarta800' });
  // stars
  const r = seededRandom('404');
  for (let i = 0; i < 22; i++)
    doc.add(
      circle(rounded(20 + r() * 560), rounded(20 + r() * 360), 1.5 + r() * 2, i % 4 ? colours.grey400 : colours.amber, {
        opacity: 0.5 + r() * 0.4,
      }),
    );
  doc.add(
    path('M40 356H560', {
      stroke: horizon,
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-dasharray': '1 10',
    }),
  );
  doc.add(text('4', cx - 92 - w4, base, size, ink, { font: 'jakarta800' }));
  doc.add(text('4', cx + 96, base, size, ink, { font: 'jakarta800' }));
  // planet as the zero
  doc.add(circle(cx, cy, 110, doc.glow(colours.cyan, 0.3)));
  doc.add(
    element('ellipse', {
      cx,
      cy,
      rx: 112,
      ry: 26,
      stroke: colours.amber,
      'stroke-width': 7,
      transform: `rotate(-16 ${cx} ${rounded(cy)})`,
      'stroke-dasharray': '175 60 500',
    }),
  );
  doc.add(circle(cx, cy, 72, grad(doc, colours.blue, colours.cyan)));
  doc.add(
    circle(cx - 22, cy - 20, 12, '#fff', { opacity: 0.18 }),
    circle(cx + 24, cy + 18, 18, '#fff', { opacity: 0.12 }),
    circle(cx + 30, cy - 30, 7, '#fff', { opacity: 0.2 }),
  );
  doc.add(
    path(`M${cx - 72} ${rounded(cy)}A72 72 0 0 0 ${cx + 72} ${rounded(cy)}`, {
      stroke: colours.navy,
      'stroke-opacity': 0.12,
      'stroke-width': 0,
    }),
  );
  doc.add(
    group(
      { transform: `rotate(-16 ${cx} ${rounded(cy)})` },
      path(`M${cx - 112} ${rounded(cy)}A112 26 0 0 0 ${cx + 112} ${rounded(cy)}`, {
        stroke: colours.amber,
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    ),
  );
  // satellite drifting off, with a dashed trail
  doc.add(
    path('M402 92C430 60 470 48 506 50', {
      stroke: colours.grey400,
      'stroke-width': 2,
      'stroke-dasharray': '2 7',
      'stroke-linecap': 'round',
    }),
  );
  doc.add(
    group(
      { transform: 'rotate(24 528 50)' },
      rect(490, 42, 22, 16, 3, colours.blue),
      rect(544, 42, 22, 16, 3, colours.blue),
      path('M501 42v16M555 42v16', { stroke: '#fff', 'stroke-opacity': 0.5 }),
      line(512, 50, 544, 50, colours.navy, 2),
      rect(518, 38, 20, 24, 6, colours.navy),
      line(528, 38, 528, 28, colours.navy, 2),
      circle(528, 26, 4, colours.amber),
    ),
  );
  return doc.toString();
}

export const otherImages = {
  'hero/hero-one.svg': heroOne,
  'hero/hero-two.svg': heroTwo,
  'hero/slide-1.svg': slide1,
  'hero/slide-2.svg': slide2,
  'hero/slide-3.svg': slide3,
  'about/about-main.svg': aboutMain,
  'about/about-secondary.svg': aboutSecondary,
  'video-poster.svg': videoPoster,
  '404.svg': () => notFound(),
  '404-dark.svg': () => notFound(true),
};
