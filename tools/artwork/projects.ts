/** Case-study mock-ups, 1200×900. Backgrounds and accents vary per project. */
import {
  colours,
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
  icon,
  iconTile,
  bar,
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
  darkBg,
  cloudPath,
  shieldPath,
  code,
  smooth,
  gearPath,
  seededRandom,
  type IconName,
  type ShadowKind,
} from './drawing';
import {
  screenWallet,
  screenChat,
  screenFitness,
  screenVideo,
  screenShop,
  pageDashboard,
  pageShop,
  productShape,
} from './screens';

const W = 1200;
const H = 900;
const GREEN = '#12B76A';

const grad = (doc, a, b, v = [0, 0, 1, 1]) =>
  doc.linearGradient(
    [
      [0, a],
      [1, b],
    ],
    v,
  );

function bgLight(doc, a = colours.blue, b = colours.cyan, base = [colours.white, colours.grey50]) {
  return lightBg(doc, W, H, {
    base,
    blobs: [
      [1050, 120, 480, a, 0.12],
      [120, 820, 460, b, 0.14],
    ],
    dots: 28,
    dotOp: 0.08,
  });
}

function bgDark(doc, a = colours.blue, b = colours.cyan) {
  return darkBg(doc, W, H, {
    blobs: [
      [980, 140, 520, a, 0.45],
      [160, 860, 480, b, 0.25],
    ],
    grid: 60,
    gridOp: 0.045,
  });
}

function bgVivid(doc, a = colours.blue, b = colours.cyan) {
  return (
    rect(0, 0, W, H, 0, grad(doc, a, b, [0, 0, 1, 1])) +
    circle(1040, 120, 360, '#fff', { opacity: 0.07 }) +
    circle(140, 860, 300, '#fff', { opacity: 0.06 }) +
    rect(0, 0, W, H, 0, doc.pattern('vg', 60, 60, path('M60 0H0V60', { stroke: '#fff', 'stroke-opacity': 0.08 })))
  );
}

/** Floating KPI card: label bar, big value, optional sparkline. */
function kpi(
  doc,
  x,
  y,
  w,
  h,
  value,
  {
    color = colours.blue,
    values,
    delta,
    shadow = 'lg',
    tile,
  }: {
    color?: string;
    values?: number[];
    delta?: string;
    shadow?: ShadowKind | false;
    tile?: [IconName, string, string];
  } = {},
) {
  let s = card(doc, x, y, w, h, { r: 20, shadow });
  let tx = x + 24;
  if (tile) {
    s += iconTile(tile[0], x + 22, y + 22, 44, { bg: tile[1], color: tile[2] });
    tx = x + 80;
  }
  s += bar(tx, y + 30, 90, 8, colours.grey400, { opacity: 0.55 });
  s += text(value, x + 24, y + (tile ? 112 : 84), 34, colours.navy, { font: 'jakarta800' });
  if (delta) {
    const vw = measure(value, 34, { font: 'jakarta800' });
    s +=
      pill(x + 34 + vw, y + (tile ? 88 : 60), 62, 26, GREEN, { opacity: 0.14 }) +
      text(delta, x + 65 + vw, y + (tile ? 106 : 78), 13, GREEN, { anchor: 'middle' });
  }
  if (values)
    s += lineChart(doc, x + 24, y + h - 58, w - 48, 36, values, { stroke: color, sw: 3, dot: values.length - 1 });
  return s;
}

/* 1 ------------------------------------------------------------------ */
function aiEcommerce() {
  const doc = new SvgDocument(W, H);
  doc.add(bgLight(doc, colours.blue, colours.amber));
  doc.add(browser(doc, 96, 118, 840, 620, (x, y, w, h) => pageShop(doc, x, y, w, h)));
  doc.add(phone(doc, 862, 250, 236, 500, (x, y, w, h) => screenShop(doc, x, y, w, h)));
  // AI recommendation card
  const rx = 60;
  const ry = 616;
  doc.add(card(doc, rx, ry, 380, 196, { r: 22, shadow: 'lg' }));
  doc.add(
    circle(rx + 42, ry + 42, 20, grad(doc, colours.blue, colours.cyan)),
    icon('spark', rx + 42, ry + 42, 22, colours.white),
  );
  doc.add(bar(rx + 74, ry + 32, 150, 9, colours.navy), bar(rx + 74, ry + 48, 96, 7, colours.blue, { opacity: 0.5 }));
  [colours.amberTint, colours.cyanTint, colours.blueTint].forEach((bg, i) => {
    const tx = rx + 24 + i * 114;
    doc.add(
      rect(tx, ry + 82, 104, 88, 14, bg),
      productShape([1, 3, 0][i], tx + 52, ry + 124, 20, [colours.amber, colours.cyan, colours.blueSoft][i]),
    );
    doc.add(pill(tx + 8, ry + 90, 40, 16, colours.white), bar(tx + 14, ry + 95, 28, 6, GREEN, { opacity: 0.8 }));
  });
  doc.add(kpi(doc, 900, 70, 250, 150, '+24%', { color: colours.amber, values: [10, 12, 11, 15, 14, 19, 24] }));
  return doc.toString();
}

/* 2 ------------------------------------------------------------------ */
function enterpriseSaas() {
  const doc = new SvgDocument(W, H);
  doc.add(bgDark(doc, colours.blue, colours.cyan));
  doc.add(
    browser(
      doc,
      90,
      100,
      1020,
      660,
      (x, y, w, h) =>
        pageDashboard(doc, x, y, w, h, {
          dark: true,
          accent: colours.blueSoft,
          accent2: colours.cyan,
          kpis: ['$2.4M', '18,920', '99.98%'],
          deltas: ['+18%', '+6%', 'SLA'],
        }),
      { dark: true, shadow: 'dark' },
    ),
  );
  // team / permissions card
  const tx = 820;
  const ty = 600;
  doc.add(card(doc, tx, ty, 320, 220, { r: 22, shadow: 'dark' }));
  doc.add(
    bar(tx + 24, ty + 26, 120, 9, colours.navy),
    pill(tx + 236, ty + 20, 62, 22, colours.blueTint),
    bar(tx + 248, ty + 28, 38, 6, colours.blue, { opacity: 0.7 }),
  );
  (
    [
      [colours.amberTint, colours.amber, true],
      [colours.cyanTint, '#0EA5C4', true],
      [colours.blueTint, colours.blue, false],
    ] satisfies [string, string, boolean][]
  ).forEach(([bg, fg, on], i) => {
    const yy = ty + 62 + i * 50;
    doc.add(
      avatar(tx + 44, yy + 18, 18, { bg, fg }),
      bar(tx + 74, yy + 8, 110, 8, colours.navy, { opacity: 0.85 }),
      bar(tx + 74, yy + 22, 70, 6, colours.grey200),
      toggle(tx + 258, yy + 8, on, { w: 40 }),
    );
  });
  // SSO toast
  doc.add(card(doc, 54, 70, 300, 76, { r: 18, shadow: 'dark' }));
  doc.add(
    iconTile('shieldCheck', 70, 86, 44, { bg: '#E7F8EF', color: GREEN }),
    bar(128, 96, 150, 9, colours.navy),
    bar(128, 114, 100, 7, colours.grey200),
  );
  return doc.toString();
}

/* 3 ------------------------------------------------------------------ */
function fintech() {
  const doc = new SvgDocument(W, H);
  doc.add(bgVivid(doc, '#1747D6', colours.cyan));
  doc.add(
    phone(doc, 322, 110, 290, 620, (x, y, w, h) => screenWallet(doc, x, y, w, h, { amount: '$24,310.75' }), {
      shadow: 'dark',
    }),
  );
  doc.add(
    phone(
      doc,
      660,
      200,
      260,
      560,
      (x, y, w, h) =>
        screenWallet(doc, x, y, w, h, {
          dark: true,
          accent: colours.amber,
          accent2: '#FF8A3D',
          amount: null,
          labels: false,
        }),
      { frame: colours.deep, bg: colours.navy, shadow: 'dark' },
    ),
  );
  // credit card, tilted
  const cx = 120;
  const cy = 560;
  doc.add(
    group(
      { transform: `rotate(-12 ${cx + 170} ${cy + 105})` },
      rect(cx, cy, 340, 210, 22, grad(doc, colours.navy, '#1C3575'), { filter: doc.shadow('dark') }),
      group(
        { 'clip-path': doc.clip(rect(cx, cy, 340, 210, 22)) },
        circle(cx + 300, cy + 30, 110, colours.cyan, { opacity: 0.12 }),
        circle(cx + 330, cy + 190, 90, colours.blue, { opacity: 0.25 }),
      ),
      rect(cx + 30, cy + 62, 50, 38, 8, colours.amber),
      path(`M${cx + 30} ${cy + 81}h50M${cx + 55} ${cy + 62}v38`, {
        stroke: colours.navy,
        'stroke-opacity': 0.35,
        'stroke-width': 1.5,
      }),
      text('4821  ••••  ••••  0199'.replace(/•/g, '*'), cx + 30, cy + 150, 20, colours.white, { opacity: 0.9 }),
      bar(cx + 30, cy + 172, 90, 8, '#fff', { opacity: 0.45 }),
      circle(cx + 270, cy + 172, 16, colours.amber, { opacity: 0.9 }),
      circle(cx + 292, cy + 172, 16, '#FF8A3D', { opacity: 0.8 }),
    ),
  );
  // payment success card
  doc.add(card(doc, 880, 110, 268, 150, { r: 22, shadow: 'dark' }));
  doc.add(circle(922, 152, 22, GREEN), icon('check', 922, 152, 22, colours.white, { sw: 3 }));
  doc.add(bar(958, 142, 110, 9, colours.navy), bar(958, 158, 76, 7, colours.grey200));
  doc.add(text('$1,250.00', 902, 228, 28, colours.navy, { font: 'inter600' }));
  return doc.toString();
}

/* 4 ------------------------------------------------------------------ */
function telehealth() {
  const doc = new SvgDocument(W, H);
  doc.add(bgLight(doc, colours.cyan, colours.blue, ['#F3FCFE', '#E6F7FB']));
  doc.add(circle(475, 450, 330, colours.white, { opacity: 0.7 }));
  doc.add(
    phone(doc, 330, 130, 290, 630, (x, y, w, h) =>
      screenVideo(doc, x, y, w, h, { skin: '#A86B4E', shirt: colours.cyan }),
    ),
  );
  // vitals card
  const vx = 680;
  doc.add(card(doc, vx, 150, 380, 210, { r: 24 }));
  doc.add(iconTile('heart', vx + 24, 174, 48, { bg: '#FFE9EC', color: '#F04438', fill: '#F04438', sw: 1 }));
  doc.add(
    bar(vx + 86, 184, 110, 8, colours.grey400, { opacity: 0.6 }),
    text('72', vx + 86, 222, 30, colours.navy, { font: 'jakarta800' }),
    text('bpm', vx + 130, 222, 15, colours.grey400),
  );
  let pulse = `M${vx + 24} 300`;
  const seg = [
    [40, 0],
    [12, -10],
    [10, 10],
    [8, 0],
    [10, -48],
    [12, 78],
    [10, -42],
    [10, 12],
    [40, 0],
  ];
  for (let k = 0; k < 2; k++) for (const [dx, dy] of seg) pulse += `l${dx} ${dy}`;
  doc.add(path(pulse, { stroke: '#F04438', 'stroke-width': 3, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }));
  // appointment card
  doc.add(card(doc, vx + 40, 400, 360, 150, { r: 24 }));
  doc.add(iconTile('calendar', vx + 64, 424, 48, { bg: colours.blueTint, color: colours.blue }));
  doc.add(bar(vx + 126, 432, 150, 9, colours.navy), bar(vx + 126, 450, 100, 7, colours.grey200));
  doc.add(
    pill(vx + 64, 492, 130, 36, colours.blue),
    bar(vx + 88, 506, 82, 8, '#fff', { opacity: 0.9 }),
    pill(vx + 206, 492, 110, 36, colours.grey50),
    bar(vx + 226, 506, 70, 8, colours.grey400, { opacity: 0.6 }),
  );
  // medication reminder
  doc.add(card(doc, 70, 520, 300, 200, { r: 24 }));
  doc.add(bar(94, 546, 120, 9, colours.navy));
  (
    [
      [true, colours.amber],
      [true, colours.cyan],
      [false, colours.blueSoft],
    ] satisfies [boolean, string][]
  ).forEach(([done, c], i) => {
    const yy = 578 + i * 42;
    doc.add(
      rect(94, yy, 26, 26, 8, done ? GREEN : colours.white, {
        stroke: done ? 'none' : colours.grey200,
        'stroke-width': 2,
      }),
    );
    if (done) doc.add(icon('check', 107, yy + 13, 16, colours.white, { sw: 3 }));
    doc.add(
      rect(134, yy + 5, 30, 16, 8, c),
      rect(149, yy + 5, 15, 16, 0, '#fff', { opacity: 0.45 }),
      bar(178, yy + 9, [110, 90, 120][i], 8, done ? colours.grey200 : colours.navy),
    );
  });
  doc.add(
    card(doc, 120, 180, 200, 70, { r: 18, shadow: 'md' }),
    circle(152, 215, 8, GREEN),
    circle(152, 215, 16, GREEN, { opacity: 0.15 }),
    bar(176, 206, 110, 8, colours.navy),
    bar(176, 220, 70, 6, colours.grey200),
  );
  return doc.toString();
}

/* 5 ------------------------------------------------------------------ */
function logistics() {
  const doc = new SvgDocument(W, H);
  doc.add(bgDark(doc, colours.blue, colours.amber));
  const mx = 70;
  const my = 80;
  const mw = 1060;
  const mh = 740;
  const clip = doc.clip(rect(mx, my, mw, mh, 28));
  const r = seededRandom('logistics');
  let streets = '';
  for (let i = 0; i < 11; i++) {
    const y = my + 40 + i * 68 + r() * 20;
    streets += `M${mx} ${rounded(y)}C${rounded(mx + mw * 0.3)} ${rounded(y + (r() - 0.5) * 60)} ${rounded(mx + mw * 0.6)} ${rounded(y + (r() - 0.5) * 60)} ${rounded(mx + mw)} ${rounded(y + (r() - 0.5) * 40)}`;
  }
  for (let i = 0; i < 15; i++) {
    const x = mx + 40 + i * 74 + r() * 20;
    streets += `M${rounded(x)} ${my}C${rounded(x + (r() - 0.5) * 60)} ${rounded(my + mh * 0.4)} ${rounded(x + (r() - 0.5) * 60)} ${rounded(my + mh * 0.7)} ${rounded(x + (r() - 0.5) * 40)} ${my + mh}`;
  }
  const route = [
    [520, 700],
    [600, 600],
    [720, 560],
    [790, 440],
    [920, 380],
    [980, 250],
    [860, 180],
    [700, 230],
  ];
  doc.add(
    rect(mx, my, mw, mh, 28, '#0E2150', { filter: doc.shadow('dark') }),
    group(
      { 'clip-path': clip },
      element('ellipse', { cx: 300, cy: 260, rx: 200, ry: 130, fill: '#12306E' }),
      element('ellipse', { cx: 1040, cy: 720, rx: 220, ry: 160, fill: '#0F3A62' }),
      rect(640, 300, 120, 90, 16, '#133A5C'),
      path(streets, { stroke: '#fff', 'stroke-opacity': 0.08, 'stroke-width': 5 }),
      path(`M${mx} 620C300 560 420 700 600 640S900 520 ${mx + mw} 560`, {
        stroke: '#1C4A8A',
        'stroke-width': 16,
        'stroke-opacity': 0.7,
      }),
      path(
        smooth(
          [
            [420, 760],
            [480, 560],
            [640, 500],
            [700, 330],
            [900, 300],
            [860, 180],
          ],
          0.2,
        ),
        { stroke: colours.grey400, 'stroke-width': 3, 'stroke-dasharray': '8 10', 'stroke-opacity': 0.6 },
      ),
      path(smooth(route, 0.2), {
        stroke: colours.amber,
        'stroke-width': 14,
        'stroke-opacity': 0.18,
        'stroke-linecap': 'round',
      }),
      path(smooth(route, 0.2), { stroke: colours.amber, 'stroke-width': 5, 'stroke-linecap': 'round' }),
    ),
  );
  route.forEach(([x, y], i) => {
    if (i === 0) return;
    doc.add(
      circle(x, y, 15, i === route.length - 1 ? colours.cyan : colours.white, {
        stroke: colours.amber,
        'stroke-width': 4,
      }),
    );
    doc.add(text(String(i), x, y + 5, 13, colours.navy, { anchor: 'middle', font: 'jakarta700' }));
  });
  // truck marker
  doc.add(
    circle(520, 700, 36, colours.amber, { opacity: 0.25 }),
    circle(520, 700, 24, colours.amber),
    icon('truck', 520, 700, 26, colours.navy, { sw: 2.2 }),
  );
  // deliveries panel
  const px = 110;
  const py = 130;
  doc.add(card(doc, px, py, 330, 380, { r: 24, shadow: 'dark' }));
  doc.add(
    bar(px + 26, py + 30, 140, 10, colours.navy),
    bar(px + 26, py + 50, 90, 7, colours.grey400, { opacity: 0.5 }),
  );
  doc.add(pill(px + 226, py + 26, 78, 26, colours.amberTint), bar(px + 242, py + 36, 46, 7, '#E89B1C'));
  for (let i = 0; i < 4; i++) {
    const yy = py + 90 + i * 68;
    doc.add(
      circle(px + 44, yy + 22, 18, i === 0 ? colours.amber : colours.grey50),
      text(String(i + 1), px + 44, yy + 27, 14, i === 0 ? colours.navy : colours.grey600, {
        anchor: 'middle',
        font: 'jakarta700',
      }),
    );
    doc.add(
      bar(px + 76, yy + 10, [150, 120, 160, 130][i], 8, colours.navy, { opacity: 0.85 }),
      bar(px + 76, yy + 26, 90, 6, colours.grey200),
    );
    doc.add(
      progress(px + 76, yy + 42, 200, [0.9, 0.55, 0.3, 0.1][i], i === 0 ? colours.amber : colours.blue, { h: 6 }),
    );
    if (i < 3) doc.add(line(px + 26, yy + 60, px + 304, yy + 60, colours.grey200, 1));
  }
  // savings chip
  doc.add(card(doc, 880, 600, 220, 140, { r: 22, shadow: 'dark' }));
  doc.add(
    bar(904, 626, 90, 8, colours.grey400, { opacity: 0.55 }),
    text('-18%', 904, 684, 36, colours.navy, { font: 'jakarta800' }),
  );
  doc.add(
    bars(1010, 640, 70, 44, [10, 8, 7, 6, 5], {
      color: colours.blueMist,
      hi: 4,
      hiColor: colours.amber,
      gap: 0.4,
      r: 3,
    }),
  );
  doc.add(bar(904, 706, 130, 7, colours.grey200));
  return doc.toString();
}

/* 6 ------------------------------------------------------------------ */
function predictiveMaintenance() {
  const doc = new SvgDocument(W, H);
  doc.add(bgLight(doc, colours.cyan, colours.amber, [colours.grey50, '#EEF2F8']));
  // machine card
  doc.add(card(doc, 80, 120, 360, 420, { r: 26 }));
  doc.add(rect(100, 140, 320, 260, 18, grad(doc, colours.navy, '#173074', [0, 0, 1, 1])));
  doc.add(
    rect(
      100,
      140,
      320,
      260,
      18,
      doc.pattern('pmg', 20, 20, path('M20 0H0V20', { stroke: '#fff', 'stroke-opacity': 0.05 })),
    ),
  );
  doc.add(path(gearPath(220, 270, 74, 58, 12, 22), { fill: colours.blueSoft, 'fill-rule': 'evenodd' }));
  doc.add(path(gearPath(322, 214, 44, 34, 9, 13), { fill: colours.cyan, 'fill-rule': 'evenodd' }));
  doc.add(path(gearPath(330, 330, 34, 26, 8, 10), { fill: colours.amber, 'fill-rule': 'evenodd' }));
  doc.add(
    circle(220, 270, 96, 'none', {
      stroke: colours.cyan,
      'stroke-opacity': 0.35,
      'stroke-dasharray': '4 8',
      'stroke-width': 2,
    }),
  );
  doc.add(circle(392, 168, 7, GREEN), circle(392, 168, 14, GREEN, { opacity: 0.2 }));
  doc.add(bar(104, 424, 150, 10, colours.navy), bar(104, 446, 100, 7, colours.grey200));
  doc.add(
    progress(104, 480, 312, 0.92, GREEN, { h: 10 }),
    text('92%', 416, 512, 14, colours.navy, { anchor: 'end' }),
    bar(104, 502, 60, 7, colours.grey400, { opacity: 0.5 }),
  );
  // anomaly chart
  const cx = 480;
  const cy = 120;
  const cw = 640;
  const ch = 420;
  doc.add(card(doc, cx, cy, cw, ch, { r: 26 }));
  doc.add(
    bar(cx + 30, cy + 32, 170, 11, colours.navy),
    bar(cx + 30, cy + 54, 110, 7, colours.grey400, { opacity: 0.5 }),
  );
  doc.add(pill(cx + cw - 200, cy + 28, 80, 28, colours.grey50), pill(cx + cw - 110, cy + 28, 80, 28, colours.navy));
  const gx = cx + 30;
  const gy = cy + 100;
  const gw = cw - 60;
  const gh = ch - 150;
  for (let i = 0; i < 5; i++)
    doc.add(line(gx, gy + (gh * i) / 4, gx + gw, gy + (gh * i) / 4, colours.grey200, 1, { 'stroke-dasharray': '4 6' }));
  doc.add(rect(gx + gw * 0.66, gy, gw * 0.16, gh, 10, colours.amber, { opacity: 0.12 }));
  const vib = [40, 44, 41, 46, 43, 45, 42, 47, 44, 46, 45, 52, 64, 58, 70, 62, 50, 46, 44];
  doc.add(
    lineChart(
      doc,
      gx,
      gy,
      gw,
      gh,
      vib.map((v) => v - 8),
      { stroke: colours.cyan, sw: 2.5, min: 0, max: 80, area: false },
    ),
  );
  doc.add(lineChart(doc, gx, gy, gw, gh, vib, { stroke: colours.blue, sw: 3.5, min: 0, max: 80 }));
  const ax = gx + (14 / (vib.length - 1)) * gw;
  const ay = gy + gh - (70 / 80) * gh;
  doc.add(
    circle(ax, ay, 16, colours.amber, { opacity: 0.25 }),
    circle(ax, ay, 8, colours.amber, { stroke: '#fff', 'stroke-width': 3 }),
  );
  doc.add(line(ax, ay + 12, ax, gy + gh, colours.amber, 2, { 'stroke-dasharray': '4 5' }));
  // alert card
  doc.add(card(doc, 600, 590, 430, 130, { r: 24, shadow: 'lg' }));
  doc.add(iconTile('alert', 624, 614, 56, { bg: colours.amberTint, color: '#E89B1C' }));
  doc.add(
    bar(698, 622, 190, 10, colours.navy),
    bar(698, 644, 250, 7, colours.grey200),
    bar(698, 660, 170, 7, colours.grey200),
  );
  doc.add(pill(698, 680, 120, 26, colours.amberTint), text('14 days', 758, 698, 13, '#B86E00', { anchor: 'middle' }));
  doc.add(pill(830, 680, 110, 26, colours.navy), bar(850, 690, 70, 7, '#fff', { opacity: 0.85 }));
  // sensors row
  doc.add(card(doc, 80, 590, 480, 190, { r: 24 }));
  (
    [
      ['Temp', 0.68, colours.amber],
      ['Vib', 0.42, colours.cyan],
      ['RPM', 0.8, colours.blue],
    ] satisfies [string, number, string][]
  ).forEach(([, p, c], i) => {
    const rx = 160 + i * 160;
    doc.add(ring(rx, 672, 46, 11, p, c, { track: colours.grey200 }));
    doc.add(text(`${Math.round(p * 100)}`, rx, 680, 22, colours.navy, { anchor: 'middle', font: 'jakarta800' }));
    doc.add(bar(rx - 30, 740, 60, 7, colours.grey200));
  });
  return doc.toString();
}

/* 7 ------------------------------------------------------------------ */
function retailAnalytics() {
  const doc = new SvgDocument(W, H);
  doc.add(bgLight(doc, colours.amber, colours.blue, [colours.white, '#F7F8FB']));
  doc.add(
    browser(doc, 70, 90, 900, 640, (x, y, w, h) =>
      pageDashboard(doc, x, y, w, h, {
        accent: colours.blue,
        accent2: colours.amber,
        kpis: ['$482k', '9,214', '3.8%'],
        deltas: ['+9%', '+14%', '+0.6%'],
        seed: 3,
      }),
    ),
  );
  // heatmap card
  const hx = 820;
  const hy = 450;
  doc.add(card(doc, hx, hy, 320, 330, { r: 24 }));
  doc.add(
    bar(hx + 24, hy + 28, 130, 10, colours.navy),
    bar(hx + 24, hy + 48, 80, 7, colours.grey400, { opacity: 0.5 }),
  );
  const r = seededRandom('heat');
  const cols = 7;
  const rows = 6;
  const cs = 36;
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const v = Math.max(0.08, Math.min(1, 0.9 - Math.hypot(i - 4.5, j - 1.5) * 0.17 + r() * 0.25));
      const c = v > 0.75 ? colours.amber : v > 0.45 ? colours.blue : colours.blueSoft;
      doc.add(
        rect(hx + 24 + i * (cs + 2), hy + 74 + j * (cs + 2), cs, cs, 7, c, {
          opacity: rounded(v > 0.75 ? v : v * 0.9),
        }),
      );
    }
  // top products card
  doc.add(card(doc, 40, 640, 360, 180, { r: 24 }));
  doc.add(bar(64, 666, 120, 10, colours.navy));
  [0.86, 0.64, 0.42].forEach((p, i) => {
    const yy = 700 + i * 38;
    doc.add(
      rect(64, yy - 4, 28, 28, 8, [colours.amberTint, colours.blueTint, colours.cyanTint][i]),
      productShape(i + 1, 78, yy + 10, 6, [colours.amber, colours.blueSoft, colours.cyan][i]),
    );
    doc.add(
      bar(104, yy, 90, 7, colours.navy, { opacity: 0.8 }),
      progress(104, yy + 13, 200, p, [colours.amber, colours.blue, colours.cyan][i], { h: 6 }),
    );
    doc.add(text(`${Math.round(p * 100)}%`, 372, yy + 16, 13, colours.grey600, { anchor: 'end' }));
  });
  return doc.toString();
}

/* 8 ------------------------------------------------------------------ */
function cloudMigration() {
  const doc = new SvgDocument(W, H);
  doc.add(bgVivid(doc, colours.deep, '#1747D6'));
  doc.add(circle(860, 380, 360, doc.glow(colours.cyan, 0.28)));
  // on-prem rack
  const rx = 110;
  const ry = 200;
  doc.add(
    rect(rx, ry, 250, 420, 24, '#0E2150', { filter: doc.shadow('dark') }),
    rect(rx + 0.5, ry + 0.5, 249, 419, 24, 'none', { stroke: '#fff', 'stroke-opacity': 0.1 }),
  );
  for (let i = 0; i < 6; i++) {
    const yy = ry + 28 + i * 64;
    doc.add(rect(rx + 22, yy, 206, 50, 10, '#16306B'));
    doc.add(
      circle(rx + 44, yy + 25, 5, i < 4 ? colours.grey400 : colours.amber),
      bar(rx + 60, yy + 21, 80, 8, '#fff', { opacity: 0.18 }),
    );
    for (let k = 0; k < 3; k++) doc.add(rect(rx + 168 + k * 14, yy + 15, 6, 20, 3, '#fff', { opacity: 0.15 }));
  }
  doc.add(
    pill(rx + 40, ry + 440, 170, 32, '#fff', { opacity: 0.1 }),
    bar(rx + 66, ry + 452, 118, 8, '#fff', { opacity: 0.6 }),
  );
  // flow
  for (let i = 0; i < 3; i++) {
    const y = 330 + i * 80;
    doc.add(connector(380, y, 640, 360 + (i - 1) * 40, colours.cyan, { sw: 3, dash: '2 12', op: 0.8 }));
  }
  doc.add(circle(470, 340, 8, colours.amber), circle(540, 420, 8, colours.cyan), circle(500, 488, 6, colours.white));
  // cloud with service tiles
  doc.add(path(cloudPath(640, 170, 460, 300), { fill: colours.white, filter: doc.shadow('dark') }));
  const tiles: [IconName, string, string][] = [
    ['server', colours.blueTint, colours.blue],
    ['db', colours.cyanTint, '#0EA5C4'],
    ['shieldCheck', '#E7F8EF', GREEN],
    ['layers', colours.amberTint, '#E89B1C'],
  ];
  tiles.forEach(([n, bg, c], i) => doc.add(iconTile(n, 728 + i * 78, 340, 62, { bg, color: c })));
  doc.add(bar(740, 300, 160, 10, colours.navy), bar(740, 416, 120, 7, colours.grey200));
  // progress card
  doc.add(card(doc, 640, 560, 460, 200, { r: 24, shadow: 'dark' }));
  doc.add(bar(666, 590, 160, 10, colours.navy), bar(666, 612, 110, 7, colours.grey400, { opacity: 0.5 }));
  doc.add(text('86%', 1074, 612, 34, colours.navy, { font: 'jakarta800', anchor: 'end' }));
  doc.add(progress(666, 644, 408, 0.86, colours.blue, { h: 14 }));
  [
    ['Policies', true],
    ['Claims', true],
    ['Billing', false],
  ].forEach(([, done], i) => {
    const xx = 666 + i * 140;
    doc.add(
      circle(xx + 12, 700, 12, done ? GREEN : colours.grey200),
      done ? icon('check', xx + 12, 700, 14, '#fff', { sw: 3.2 }) : circle(xx + 12, 700, 4, colours.grey400),
    );
    doc.add(bar(xx + 32, 696, 80, 8, colours.navy, { opacity: done ? 0.8 : 0.35 }));
  });
  return doc.toString();
}

/* 9 ------------------------------------------------------------------ */
function mediaPipeline() {
  const doc = new SvgDocument(W, H);
  doc.add(bgDark(doc, colours.cyan, colours.blue));
  // thumbnails strip
  const thumbs = [
    [colours.blue, colours.cyan],
    [colours.amber, '#FF8A3D'],
    ['#1C3575', colours.blueSoft],
    [colours.cyan, '#0E7C9A'],
    [colours.blueSoft, colours.amber],
  ];
  thumbs.forEach(([a, b], i) => {
    const tx = 110 + i * 200;
    doc.add(rect(tx, 110, 180, 110, 16, grad(doc, a, b), { filter: doc.shadow('dark') }));
    doc.add(
      path(`M${tx} 190l50-40 40 30 30-22 60 42v14a16 16 0 0 1-16 16H${tx + 16}a16 16 0 0 1-16-16z`, {
        fill: '#fff',
        opacity: 0.22,
      }),
    );
    if (i % 2 === 0)
      doc.add(
        circle(tx + 90, 165, 20, '#fff', { opacity: 0.9 }),
        icon('play', tx + 92, 165, 18, colours.navy, { fill: colours.navy, sw: 1 }),
      );
    else doc.add(circle(tx + 140, 140, 12, '#fff', { opacity: 0.6 }));
  });
  // pipeline
  const stages: [IconName, string, string][] = [
    ['image', 'Upload', colours.blueSoft],
    ['lambda', 'Process', colours.cyan],
    ['video', 'Transcode', colours.amber],
    ['db', 'Store', colours.blueSoft],
    ['globe', 'Deliver', colours.cyan],
  ];
  const py = 360;
  stages.forEach(([, , c], i) => {
    const x = 110 + i * 200;
    if (i < stages.length - 1) {
      doc.add(line(x + 180, py + 70, x + 200, py + 70, c, 3));
      doc.add(path(`M${x + 170} ${py + 70}H${x + 210}`, { stroke: c, 'stroke-width': 3, 'stroke-opacity': 0.5 }));
    }
  });
  stages.forEach(([n, , c], i) => {
    const x = 110 + i * 200;
    doc.add(
      rect(x, py, 180, 140, 20, '#12275A', { filter: doc.shadow('dark') }),
      rect(x + 0.5, py + 0.5, 179, 139, 20, 'none', {
        stroke: c,
        'stroke-opacity': i === 2 ? 0.8 : 0.25,
        'stroke-width': i === 2 ? 2 : 1,
      }),
    );
    doc.add(circle(x + 46, py + 46, 24, c, { opacity: 0.16 }), icon(n, x + 46, py + 46, 26, c, { sw: 2.2 }));
    doc.add(
      bar(x + 22, py + 88, 96, 9, '#fff', { opacity: 0.85 }),
      bar(x + 22, py + 106, 64, 7, '#fff', { opacity: 0.25 }),
    );
    doc.add(circle(x + 154, py + 26, 6, i < 3 ? GREEN : colours.grey400));
  });
  doc.add(node(doc, 600, py + 140, 7, colours.amber, { halo: 3 }));
  // throughput chart
  doc.add(
    rect(110, 580, 980, 230, 24, '#0E2150'),
    rect(110.5, 580.5, 979, 229, 24, 'none', { stroke: '#fff', 'stroke-opacity': 0.08 }),
  );
  doc.add(bar(140, 610, 160, 10, '#fff', { opacity: 0.85 }), bar(140, 632, 100, 7, '#fff', { opacity: 0.3 }));
  doc.add(text('2.4k/min', 1060, 632, 26, colours.white, { anchor: 'end', font: 'jakarta800' }));
  const r = seededRandom('wave');
  const vals = Array.from({ length: 48 }, (_, i) => 0.35 + 0.45 * Math.abs(Math.sin(i * 0.35)) + r() * 0.2);
  doc.add(
    bars(140, 660, 920, 120, vals, { color: colours.cyan, hi: 30, hiColor: colours.amber, gap: 0.5, r: 3, max: 1 }),
  );
  return doc.toString();
}

/* 10 ----------------------------------------------------------------- */
function zeroTrust() {
  const doc = new SvgDocument(W, H);
  doc.add(
    darkBg(doc, W, H, {
      blobs: [
        [600, 420, 460, colours.cyan, 0.22],
        [1100, 100, 400, colours.blue, 0.4],
      ],
      grid: 60,
      gridOp: 0.04,
      base: [colours.deep, '#0A2147'],
    }),
  );
  const cx = 600;
  const cy = 420;
  for (const rr of [250, 190])
    doc.add(
      circle(cx, cy, rr, 'none', {
        stroke: colours.cyan,
        'stroke-opacity': 0.18,
        'stroke-width': 1.5,
        'stroke-dasharray': rr === 250 ? '2 10' : undefined,
      }),
    );
  // identities (left) and apps (right)
  const left: [IconName, number, string, boolean][] = [
    ['user', 220, colours.blueSoft, true],
    ['phone', 420, colours.cyan, true],
    ['user', 620, colours.amber, false],
  ];
  const right: [IconName, number][] = [
    ['db', 230],
    ['cloud', 420],
    ['code', 610],
  ];
  for (const [, y, , ok] of left)
    doc.add(
      connector(286, y, cx - 110, cy, ok ? colours.cyan : colours.amber, {
        sw: 2.5,
        dash: ok ? undefined : '6 8',
        op: ok ? 0.7 : 0.8,
      }),
    );
  for (const [, y] of right) doc.add(connector(cx + 110, cy, 930, y, colours.cyan, { sw: 2.5, op: 0.7 }));
  for (const [n, y, c, ok] of left) {
    doc.add(
      rect(110, y - 50, 180, 100, 22, '#12275A', { filter: doc.shadow('dark') }),
      rect(110.5, y - 49.5, 179, 99, 22, 'none', { stroke: '#fff', 'stroke-opacity': 0.08 }),
    );
    doc.add(circle(156, y, 26, c, { opacity: 0.18 }), icon(n, 156, y, 26, c, { sw: 2.2 }));
    doc.add(bar(194, y - 14, 70, 8, '#fff', { opacity: 0.8 }), bar(194, y + 2, 48, 6, '#fff', { opacity: 0.25 }));
    doc.add(
      circle(290, y, 14, ok ? GREEN : colours.amber, { stroke: colours.deep, 'stroke-width': 4 }),
      ok
        ? icon('check', 290, y, 14, '#fff', { sw: 3.4 })
        : path(`M285 ${y - 5}l10 10m0-10l-10 10`, { stroke: '#fff', 'stroke-width': 3, 'stroke-linecap': 'round' }),
    );
  }
  for (const [n, y] of right) {
    doc.add(card(doc, 930, y - 56, 150, 112, { r: 24, shadow: 'dark' }));
    doc.add(
      iconTile(n, 955, y - 32, 52, { bg: colours.blueTint, color: colours.blue }),
      bar(1020, y - 18, 40, 8, colours.navy),
      bar(955, y + 32, 90, 7, colours.grey200),
    );
  }
  // policy engine shield
  doc.add(circle(cx, cy, 140, doc.glow(colours.cyan, 0.35)));
  doc.add(
    path(shieldPath(cx, cy - 125, 210, 250), {
      fill: grad(doc, colours.cyan, colours.blue, [0, 0, 0.3, 1]),
      filter: doc.shadow('dark'),
    }),
  );
  doc.add(path(shieldPath(cx, cy - 100, 160, 200), { fill: colours.navy, opacity: 0.35 }));
  doc.add(icon('check', cx, cy + 5, 86, colours.white, { sw: 2.8 }));
  // policy chips
  (
    [
      ['Device posture', 0],
      ['MFA', 1],
      ['Least privilege', 2],
    ] satisfies [string, number][]
  ).forEach(([, i]) => {
    const x = 380 + i * 150;
    doc.add(
      pill(x, 720, 140, 40, '#fff', { opacity: 0.08 }),
      circle(x + 22, 740, 7, [GREEN, colours.cyan, colours.amber][i]),
      bar(x + 38, 736, 84, 8, '#fff', { opacity: 0.7 }),
    );
  });
  return doc.toString();
}

/* 11 ----------------------------------------------------------------- */
function pentest() {
  const doc = new SvgDocument(W, H);
  doc.add(bgDark(doc, '#3A2B8F', colours.amber));
  // terminal
  const tx = 80;
  const ty = 130;
  doc.add(
    rect(tx, ty, 600, 620, 24, '#08122B', { filter: doc.shadow('dark') }),
    rect(tx + 0.5, ty + 0.5, 599, 619, 24, 'none', { stroke: '#fff', 'stroke-opacity': 0.1 }),
  );
  [0, 1, 2].forEach((i) => doc.add(circle(tx + 26 + i * 18, ty + 26, 6, '#fff', { opacity: 0.2 })));
  doc.add(line(tx, ty + 52, tx + 600, ty + 52, '#fff', 1, { 'stroke-opacity': 0.08 }));
  const G = '#34D399';
  doc.add(
    code(
      tx + 36,
      ty + 84,
      [
        [
          0,
          [
            [14, colours.cyan],
            [120, '#fff'],
            [60, colours.grey400],
          ],
        ],
        [
          1,
          [
            [80, colours.grey400],
            [110, G],
          ],
        ],
        [
          1,
          [
            [70, colours.grey400],
            [140, G],
          ],
        ],
        [
          1,
          [
            [96, colours.grey400],
            [60, colours.amber],
          ],
        ],
        [
          0,
          [
            [14, colours.cyan],
            [160, '#fff'],
          ],
        ],
        [
          1,
          [
            [44, colours.amber],
            [200, '#fff'],
          ],
        ],
        [
          1,
          [
            [44, colours.amber],
            [150, '#fff'],
          ],
        ],
        [
          1,
          [
            [44, colours.blueSoft],
            [180, '#fff'],
          ],
        ],
        [
          0,
          [
            [14, colours.cyan],
            [90, '#fff'],
            [120, colours.grey400],
          ],
        ],
        [1, [[220, G]]],
        [
          1,
          [
            [160, G],
            [70, colours.grey400],
          ],
        ],
        [
          0,
          [
            [14, colours.cyan],
            [60, '#fff'],
          ],
        ],
      ],
      { gap: 34, h: 9, unit: 22 },
    ),
  );
  doc.add(rect(tx + 36 + 84, ty + 84 + 34 * 11 - 4, 12, 18, 2, colours.cyan));
  // radar
  const rx = 940;
  const ry = 250;
  for (const rr of [150, 105, 60])
    doc.add(circle(rx, ry, rr, 'none', { stroke: colours.amber, 'stroke-opacity': 0.25, 'stroke-width': 1.5 }));
  doc.add(
    path(`M${rx - 160} ${ry}H${rx + 160}M${rx} ${ry - 160}V${ry + 160}`, {
      stroke: colours.amber,
      'stroke-opacity': 0.15,
    }),
  );
  doc.add(
    path(
      `M${rx} ${ry}L${rounded(rx + 150 * Math.cos(-0.6))} ${rounded(ry + 150 * Math.sin(-0.6))}A150 150 0 0 0 ${rx + 150} ${ry}Z`,
      {
        fill: doc.linearGradient(
          [
            [0, colours.amber, 0.4],
            [1, colours.amber, 0],
          ],
          [1, 0, 0, 1],
        ),
      },
    ),
  );
  doc.add(
    node(doc, rx + 70, ry - 46, 8, colours.amber, { core: null }),
    node(doc, rx - 60, ry + 70, 6, '#F97066', { core: null }),
    node(doc, rx + 30, ry + 96, 5, colours.cyan, { core: null }),
  );
  // findings panel
  const fx = 720;
  const fy = 440;
  doc.add(card(doc, fx, fy, 420, 360, { r: 24, shadow: 'dark' }));
  doc.add(
    bar(fx + 26, fy + 30, 140, 10, colours.navy),
    bar(fx + 26, fy + 50, 90, 7, colours.grey400, { opacity: 0.5 }),
  );
  const sev: [string, string, string, number][] = [
    ['Critical', '#F04438', '#FEE4E2', 2],
    ['High', '#E89B1C', colours.amberTint, 5],
    ['Medium', colours.blue, colours.blueTint, 11],
    ['Low', colours.grey600, colours.grey50, 18],
  ];
  sev.forEach(([name, c, bg, n], i) => {
    const yy = fy + 86 + i * 64;
    doc.add(pill(fx + 26, yy, 100, 30, bg), text(name, fx + 76, yy + 20, 13, c, { anchor: 'middle' }));
    doc.add(
      bar(fx + 144, yy + 6, 160, 8, colours.navy, { opacity: 0.8 }),
      bar(fx + 144, yy + 20, 110, 6, colours.grey200),
    );
    doc.add(text(String(n), fx + 394, yy + 22, 20, colours.navy, { anchor: 'end', font: 'jakarta800' }));
    if (i < 3) doc.add(line(fx + 26, yy + 48, fx + 394, yy + 48, colours.grey200, 1));
  });
  return doc.toString();
}

/* 12 ----------------------------------------------------------------- */
function roadmap() {
  const doc = new SvgDocument(W, H);
  doc.add(bgLight(doc, colours.amber, colours.blue, ['#FFFDF8', '#FFF4E3']));
  const bx = 80;
  const by = 140;
  const bw = 1040;
  const bh = 560;
  doc.add(card(doc, bx, by, bw, bh, { r: 28, shadow: 'lg' }));
  doc.add(
    bar(bx + 36, by + 38, 200, 13, colours.navy),
    bar(bx + 36, by + 64, 130, 8, colours.grey400, { opacity: 0.5 }),
  );
  ['Q1', 'Q2', 'Q3', 'Q4'].forEach((q, i) => {
    const qx = bx + 260 + i * 190;
    doc.add(text(q, qx + 95, by + 120, 15, colours.grey600, { anchor: 'middle', font: 'jakarta700' }));
    doc.add(line(qx, by + 140, qx, by + bh - 40, colours.grey200, 1.5));
  });
  const rows: [string, string, string, number, number][] = [
    ['Discover', colours.blue, colours.blueTint, 0, 1.1],
    ['Design', colours.cyan, colours.cyanTint, 0.8, 1.4],
    ['Build', colours.blueSoft, colours.blueTint, 1.8, 1.6],
    ['Migrate', colours.amber, colours.amberTint, 2.4, 1.1],
    ['Scale', colours.navy, colours.grey50, 3.1, 0.9],
  ];
  rows.forEach(([name, c, bg, start, len], i) => {
    const yy = by + 160 + i * 68;
    doc.add(text(name, bx + 36, yy + 28, 17, colours.navy, { font: 'jakarta700' }));
    doc.add(rect(bx + 260 + start * 190, yy + 4, len * 190, 40, 12, bg));
    doc.add(
      rect(bx + 260 + start * 190, yy + 4, len * 190 * (i < 2 ? 1 : i === 2 ? 0.55 : 0), 40, 12, c, { opacity: 0.9 }),
    );
    doc.add(circle(bx + 282 + start * 190, yy + 24, 10, '#fff', { opacity: i < 3 ? 0.9 : 0 }));
    if (i < 2) doc.add(icon('check', bx + 282 + start * 190, yy + 24, 12, c, { sw: 3.2 }));
  });
  // milestones
  [
    [1.9, 2],
    [3.5, 4],
  ].forEach(([t, row]) => {
    const mx = bx + 260 + t * 190;
    const my = by + 160 + row * 68 + 24;
    doc.add(
      rect(mx - 13, my - 13, 26, 26, 5, colours.amber, {
        transform: `rotate(45 ${rounded(mx)} ${rounded(my)})`,
        stroke: '#fff',
        'stroke-width': 3,
      }),
    );
  });
  // today line
  const tl = bx + 260 + 2.05 * 190;
  doc.add(
    line(tl, by + 126, tl, by + bh - 30, '#F04438', 2, { 'stroke-dasharray': '5 5' }),
    pill(tl - 34, by + 96, 68, 24, '#F04438'),
    bar(tl - 20, by + 104, 40, 7, '#fff'),
  );
  // floating cards
  doc.add(card(doc, 830, 60, 300, 130, { r: 24 }));
  doc.add(
    ring(890, 125, 36, 10, 0.5, colours.amber, { track: colours.amberTint }),
    text('2/4', 890, 132, 17, colours.navy, { anchor: 'middle', font: 'jakarta800' }),
  );
  doc.add(
    bar(946, 106, 130, 10, colours.navy),
    bar(946, 128, 96, 7, colours.grey200),
    bar(946, 144, 110, 7, colours.grey200),
  );
  doc.add(card(doc, 120, 650, 380, 190, { r: 24 }));
  doc.add(bar(146, 678, 140, 10, colours.navy));
  [true, true, false].forEach((done, i) => {
    const yy = 710 + i * 40;
    doc.add(
      rect(146, yy, 24, 24, 7, done ? colours.amber : '#fff', {
        stroke: done ? 'none' : colours.grey200,
        'stroke-width': 2,
      }),
    );
    if (done) doc.add(icon('check', 158, yy + 12, 15, colours.white, { sw: 3.2 }));
    doc.add(bar(184, yy + 8, [220, 180, 240][i], 8, done ? colours.grey200 : colours.navy));
  });
  return doc.toString();
}

/* 13 ----------------------------------------------------------------- */
function devops() {
  const doc = new SvgDocument(W, H);
  doc.add(bgLight(doc, colours.blue, colours.cyan, ['#F4F7FF', '#E8EEFF']));
  // radar chart card
  const rx = 80;
  const ry = 100;
  doc.add(card(doc, rx, ry, 520, 560, { r: 28 }));
  doc.add(
    bar(rx + 32, ry + 36, 170, 12, colours.navy),
    bar(rx + 32, ry + 60, 110, 8, colours.grey400, { opacity: 0.5 }),
  );
  const cx = rx + 260;
  const cy = ry + 320;
  const R = 170;
  const axes = 6;
  const pt = (i, v) => [
    cx + R * v * Math.sin((i / axes) * Math.PI * 2),
    cy - R * v * Math.cos((i / axes) * Math.PI * 2),
  ];
  for (const lv of [0.25, 0.5, 0.75, 1])
    doc.add(
      path('M' + Array.from({ length: axes }, (_, i) => pt(i, lv).map(rounded).join(' ')).join('L') + 'Z', {
        stroke: colours.grey200,
        'stroke-width': 1.5,
      }),
    );
  for (let i = 0; i < axes; i++) {
    const [x, y] = pt(i, 1);
    doc.add(line(cx, cy, x, y, colours.grey200, 1.5));
    const [lx, ly] = pt(i, 1.16);
    doc.add(bar(lx - 24, ly - 4, 48, 8, colours.grey400, { opacity: 0.45 }));
  }
  const poly = (vals) => 'M' + vals.map((v, i) => pt(i, v).map(rounded).join(' ')).join('L') + 'Z';
  const target = [0.9, 0.85, 0.9, 0.8, 0.95, 0.85];
  const now = [0.55, 0.7, 0.4, 0.62, 0.75, 0.48];
  doc.add(
    path(poly(target), {
      fill: colours.cyan,
      'fill-opacity': 0.1,
      stroke: colours.cyan,
      'stroke-width': 2.5,
      'stroke-dasharray': '7 7',
    }),
  );
  doc.add(
    path(poly(now), {
      fill: colours.blue,
      'fill-opacity': 0.18,
      stroke: colours.blue,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }),
  );
  now.forEach((v, i) => {
    const [x, y] = pt(i, v);
    doc.add(circle(x, y, 6, '#fff', { stroke: colours.blue, 'stroke-width': 3 }));
  });
  // pipeline card
  const px = 640;
  const py = 100;
  doc.add(card(doc, px, py, 480, 250, { r: 28 }));
  doc.add(
    bar(px + 30, py + 34, 140, 11, colours.navy),
    pill(px + 360, py + 28, 90, 26, '#E7F8EF'),
    bar(px + 378, py + 38, 54, 7, GREEN),
  );
  const st: IconName[] = ['code', 'box', 'check', 'shield', 'cloud'];
  st.forEach((n, i) => {
    const sx = px + 60 + i * 90;
    const done = i < 4;
    if (i < st.length - 1)
      doc.add(line(sx + 28, py + 140, sx + 62, py + 140, done && i < 3 ? GREEN : colours.grey200, 3));
    doc.add(
      circle(sx, py + 140, 28, done ? '#E7F8EF' : colours.blueTint),
      icon(n, sx, py + 140, 24, done ? GREEN : colours.blue, { sw: 2.2 }),
    );
    if (i === 4)
      doc.add(
        circle(sx, py + 140, 28, 'none', {
          stroke: colours.blue,
          'stroke-width': 3,
          'stroke-dasharray': '40 136',
          transform: `rotate(-90 ${sx} ${py + 140})`,
        }),
      );
    doc.add(bar(sx - 26, py + 186, 52, 7, colours.grey400, { opacity: 0.5 }));
  });
  // DORA metrics
  const metrics: [string, string, number[]][] = [
    ['12/day', colours.blue, [3, 4, 6, 5, 8, 9, 12]],
    ['42 min', colours.cyan, [9, 8, 8, 6, 5, 4, 3]],
  ];
  metrics.forEach(([v, c, vals], i) => {
    const mx = px + i * 248;
    doc.add(card(doc, mx, 390, 232, 270, { r: 28 }));
    doc.add(
      bar(mx + 26, 420, 110, 8, colours.grey400, { opacity: 0.55 }),
      text(v, mx + 26, 470, 30, colours.navy, { font: 'jakarta800' }),
    );
    doc.add(
      bars(mx + 26, 520, 180, 110, vals, {
        color: c,
        gap: 0.5,
        r: 5,
        hi: i === 0 ? 6 : 6,
        hiColor: i === 0 ? colours.blue : colours.amber,
        muted: i === 0 ? colours.blueMist : '#BDF1FA',
      }),
    );
  });
  // score chip
  doc.add(card(doc, 380, 690, 520, 120, { r: 28 }));
  doc.add(text('Level 3', 412, 762, 30, colours.navy, { font: 'jakarta700' }));
  for (let i = 0; i < 5; i++) doc.add(rect(560 + i * 62, 738, 54, 16, 8, i < 3 ? colours.blue : colours.grey200));
  return doc.toString();
}

/* 14 ----------------------------------------------------------------- */
function fitness() {
  const doc = new SvgDocument(W, H);
  doc.add(bgVivid(doc, '#0EA5C4', colours.blue));
  doc.add(
    phone(doc, 300, 120, 290, 620, (x, y, w, h) => screenFitness(doc, x, y, w, h), {
      frame: colours.deep,
      bg: colours.navy,
      shadow: 'dark',
    }),
  );
  doc.add(
    phone(
      doc,
      640,
      190,
      260,
      560,
      (x, y, w, h) => screenChat(doc, x, y, w, h, { accent: colours.blue, botColor: colours.amber }),
      {
        shadow: 'dark',
      },
    ),
  );
  // streak card
  doc.add(card(doc, 70, 180, 250, 150, { r: 24, shadow: 'dark' }));
  doc.add(iconTile('bolt', 94, 204, 48, { bg: colours.amberTint, color: '#E89B1C', fill: colours.amber, sw: 1.5 }));
  doc.add(
    text('21', 158, 240, 32, colours.navy, { font: 'jakarta800' }),
    bar(202, 222, 80, 8, colours.grey400, { opacity: 0.6 }),
  );
  for (let i = 0; i < 7; i++) doc.add(rect(94 + i * 30, 282, 22, 22, 7, i < 6 ? colours.amber : colours.grey200));
  // heart rate card
  doc.add(card(doc, 860, 560, 280, 170, { r: 24, shadow: 'dark' }));
  doc.add(iconTile('heart', 884, 584, 44, { bg: '#FFE9EC', color: '#F04438', fill: '#F04438', sw: 1 }));
  doc.add(text('138', 942, 618, 28, colours.navy, { font: 'jakarta800' }), text('bpm', 1000, 618, 14, colours.grey400));
  doc.add(
    lineChart(doc, 884, 648, 232, 56, [30, 38, 34, 52, 48, 70, 62, 78, 66, 72], {
      stroke: '#F04438',
      sw: 3,
      areaOp: 0.18,
      dot: 7,
    }),
  );
  return doc.toString();
}

export const projectImages = {
  'ai-ecommerce-platform': aiEcommerce,
  'enterprise-saas-platform': enterpriseSaas,
  'fintech-mobile-banking': fintech,
  'telehealth-companion-app': telehealth,
  'logistics-route-optimizer': logistics,
  'predictive-maintenance-ai': predictiveMaintenance,
  'retail-analytics-dashboard': retailAnalytics,
  'cloud-migration-insurer': cloudMigration,
  'serverless-media-pipeline': mediaPipeline,
  'zero-trust-security-rollout': zeroTrust,
  'penetration-testing-program': pentest,
  'digital-transformation-roadmap': roadmap,
  'devops-maturity-assessment': devops,
  'fitness-coaching-app': fitness,
};
