/**
 * Corevia services brochure: a 3-page A4 PDF drawn with pdfkit (built-in
 * Helvetica; the logo wordmark uses the same baked outlines as the SVG logo).
 */
import PDFDocument from 'pdfkit';
import { colours, iconPaths, arc, glyphRun } from './drawing';

const W = 595.28;
const H = 841.89;
const M = 48;
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');

export const SERVICES_TEXT = [
  [
    'phone',
    'Mobile App Development',
    'Native and cross-platform apps for iOS and Android, designed around real user journeys. We cover product discovery, UX, engineering, release management and store optimisation, so your app launches well and keeps improving.',
  ],
  [
    'spark',
    'AI & Machine Learning',
    'From predictive models to LLM-powered assistants and agents, we turn your data into features customers notice. Our MLOps practice keeps models accurate, observable and cost-efficient in production.',
  ],
  [
    'code',
    'Web Development',
    'Fast, accessible web platforms and SaaS products on modern, well-tested stacks. We design for performance, SEO and maintainability, so your team can keep shipping with confidence.',
  ],
  [
    'cloud',
    'Cloud Solutions',
    'Cloud architecture, migration and DevOps on AWS, Azure and Google Cloud. Infrastructure as code, CI/CD and cost governance give you reliable releases and predictable bills.',
  ],
  [
    'shieldCheck',
    'Cybersecurity',
    'Security assessments, penetration testing and zero-trust rollouts matched to your risk profile. We build secure engineering habits into your teams so protection grows with the business.',
  ],
  [
    'bulb',
    'Tech Consulting',
    'Technology strategy, architecture reviews and digital transformation roadmaps. We help leadership teams make confident decisions, then turn the plan into delivery.',
  ],
];

const STEPS = [
  [
    'Discover',
    'Workshops, user research and technical audits frame the problem, the goals and the constraints. You leave with a clear scope and a plan everyone agrees on.',
  ],
  [
    'Design',
    'Product strategy, UX and architecture, validated with clickable prototypes and technical spikes before any production code is written.',
  ],
  [
    'Build',
    'Agile delivery in short iterations with automated testing, code review and a working demo every sprint. Progress is visible from week one.',
  ],
  [
    'Scale',
    'Launch, monitor and improve: observability, performance tuning, security hardening and a roadmap for what comes next.',
  ],
];

function mark(doc, x, y, s) {
  const gr = doc.linearGradient(x, y, x + s, y + s);
  gr.stop(0, colours.blue).stop(1, colours.cyan);
  doc.roundedRect(x, y, s, s, s * 0.28).fill(gr);
  const cx = x + s / 2;
  const cy = y + s / 2;
  doc
    .path(arc(cx, cy, s * 0.25, 135, 405))
    .lineWidth(s * 0.12)
    .lineCap('round')
    .stroke(colours.white);
  doc.circle(cx, cy, s * 0.085).fill(colours.amber);
}

function wordmark(doc, x, baseline, size, color) {
  const { d } = glyphRun('jakarta800', 'Corevia', -15);
  doc
    .save()
    .translate(x, baseline)
    .scale(size / 1000)
    .path(d)
    .fill(color)
    .restore();
}

function logo(doc, x, y, h, color) {
  mark(doc, x, y, h);
  wordmark(doc, x + h * 1.3, y + h * 0.5 + (h * 0.85 * 0.745) / 2, h * 0.85, color);
}

function icon(doc, name, cx, cy, size, color, sw = 2) {
  doc
    .save()
    .translate(cx - size / 2, cy - size / 2)
    .scale(size / 24);
  doc.path(iconPaths[name]).lineWidth(sw).lineCap('round').lineJoin('round').stroke(color);
  doc.restore();
}

function glow(doc, cx, cy, r, color, op) {
  const g = doc.radialGradient(cx, cy, 0, cx, cy, r);
  g.stop(0, color, op).stop(1, color, 0);
  doc.circle(cx, cy, r).fill(g);
}

function grid(doc, x, y, w, h, step, op) {
  doc.save().lineWidth(0.5).strokeOpacity(op);
  for (let gx = x; gx <= x + w; gx += step) doc.moveTo(gx, y).lineTo(gx, y + h);
  for (let gy = y; gy <= y + h; gy += step) doc.moveTo(x, gy).lineTo(x + w, gy);
  doc.stroke(colours.white).restore();
}

function footer(doc, page) {
  doc
    .moveTo(M, H - 46)
    .lineTo(W - M, H - 46)
    .lineWidth(0.6)
    .stroke(colours.grey200);
  doc.font('Helvetica').fontSize(8).fillColor(colours.grey400);
  doc.text('Corevia Technologies  ·  Services brochure', M, H - 36, { lineBreak: false });
  doc.text(`${page} / 3`, W - M - 40, H - 36, { width: 40, align: 'right', lineBreak: false });
}

function header(doc, eyebrow, title, intro) {
  logo(doc, M, 40, 22, colours.navy);
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor(colours.grey400)
    .text('SERVICES BROCHURE', W - M - 150, 48, { width: 150, align: 'right', characterSpacing: 1.2 });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(colours.blue)
    .text(eyebrow.toUpperCase(), M, 104, { characterSpacing: 1.4 });
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor(colours.navy)
    .text(title, M, 120, { width: W - 2 * M });
  doc.font('Helvetica').fontSize(11).fillColor(colours.grey600).text(intro, M, 160, { width: 400, lineGap: 3 });
}

function cover(doc) {
  doc.rect(0, 0, W, H).fill(colours.navy);
  glow(doc, 470, 300, 360, colours.blue, 0.6);
  glow(doc, 560, 800, 260, colours.cyan, 0.28);
  glow(doc, 40, 60, 200, colours.blue, 0.25);
  grid(doc, 0, 0, W, H, 34, 0.05);

  logo(doc, M, 52, 30, colours.white);

  // orbit illustration
  const cx = 420;
  const cy = 300;
  doc.save().translate(cx, cy).rotate(-18);
  doc.lineWidth(1).strokeOpacity(0.18).ellipse(0, 0, 150, 72).stroke(colours.white);
  doc.strokeOpacity(0.1).ellipse(0, 0, 220, 106).stroke(colours.white);
  doc.strokeOpacity(1);
  const orbiting: [angle: number, rx: number, ry: number, colour: string, radius: number][] = [
    [-0.7, 220, 106, colours.amber, 6],
    [2.4, 150, 72, colours.cyan, 5],
    [3.0, 220, 106, colours.blueSoft, 4],
  ];
  for (const [a, rx, ry, col, r] of orbiting) {
    const x = rx * Math.cos(a);
    const y = ry * Math.sin(a);
    glow(doc, x, y, r * 3.5, col, 0.5);
    doc.circle(x, y, r).fill(col);
    doc.circle(x, y, r * 0.42).fill(colours.deep);
  }
  doc.restore();
  glow(doc, cx, cy, 120, colours.cyan, 0.35);
  mark(doc, cx - 62, cy - 62, 124);

  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(colours.cyan)
    .text('SERVICES BROCHURE  ·  2026', M, 500, { characterSpacing: 1.6 });
  doc
    .font('Helvetica-Bold')
    .fontSize(38)
    .fillColor(colours.white)
    .text('Engineering digital products that scale.', M, 520, { width: 440, lineGap: 2 });
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor('#C2CCE4')
    .text(
      'Mobile apps, AI and machine learning, web platforms, cloud, cybersecurity and technology consulting: designed, built and run by one senior team.',
      M,
      622,
      { width: 420, lineGap: 4 },
    );

  const chips = ['Mobile Apps', 'AI & ML', 'Web', 'Cloud', 'Cybersecurity', 'Consulting'];
  let x = M;
  let y = 700;
  doc.font('Helvetica-Bold').fontSize(9);
  for (const c of chips) {
    const w = doc.widthOfString(c) + 28;
    if (x + w > W - M) {
      x = M;
      y += 30;
    }
    doc.save().fillOpacity(0.1).roundedRect(x, y, w, 22, 11).fill(colours.white).restore();
    doc.circle(x + 10, y + 11, 2.5).fill(colours.cyan);
    doc.fillColor(colours.white).text(c, x + 17, y + 7, { lineBreak: false });
    x += w + 8;
  }

  doc
    .moveTo(M, H - 60)
    .lineTo(W - M, H - 60)
    .lineWidth(0.6)
    .strokeOpacity(0.2)
    .stroke(colours.white)
    .strokeOpacity(1);
  doc.font('Helvetica').fontSize(9).fillColor('#C2CCE4');
  doc.text('corevia.example', M, H - 44, { lineBreak: false });
  doc.text('hello@corevia.example  ·  +1 (555) 010-0199', W - M - 260, H - 44, {
    width: 260,
    align: 'right',
    lineBreak: false,
  });
}

function servicesPage(doc) {
  doc.addPage();
  header(
    doc,
    'What we do',
    'Six practices, one accountable team.',
    'Whether you need a single product shipped or a long-term engineering partner, we bring strategy, design and engineering together under one roof.',
  );
  const cw = (W - 2 * M - 16) / 2;
  const ch = 176;
  SERVICES_TEXT.forEach(([ic, title, body], i) => {
    const x = M + (i % 2) * (cw + 16);
    const y = 226 + Math.floor(i / 2) * (ch + 14);
    doc.roundedRect(x, y, cw, ch, 14).fill(colours.grey50);
    const tint = [colours.blueTint, colours.cyanTint, colours.amberTint][i % 3];
    const col = [colours.blue, '#0E9AB8', '#D98A0B'][i % 3];
    doc.roundedRect(x + 18, y + 18, 38, 38, 11).fill(tint);
    icon(doc, ic, x + 37, y + 37, 22, col, 2);
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(colours.grey400)
      .text(String(i + 1).padStart(2, '0'), x + cw - 40, y + 22, { width: 22, align: 'right' });
    doc
      .font('Helvetica-Bold')
      .fontSize(13.5)
      .fillColor(colours.navy)
      .text(title, x + 18, y + 70, { width: cw - 36 });
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(colours.grey600)
      .text(body, x + 18, y + 92, { width: cw - 36, lineGap: 2.6 });
  });
  footer(doc, 2);
}

function processPage(doc) {
  doc.addPage();
  header(
    doc,
    'How we work',
    'A clear path from idea to impact.',
    'Four phases, one team, no hand-offs. Each phase ends with something you can see, test and decide on.',
  );
  const x0 = M;
  const y0 = 222;
  const rowH = 80;
  doc
    .moveTo(x0 + 20, y0 + 20)
    .lineTo(x0 + 20, y0 + 3 * rowH + 20)
    .lineWidth(2)
    .dash(2, { space: 4 })
    .stroke(colours.grey200)
    .undash();
  STEPS.forEach(([title, body], i) => {
    const y = y0 + i * rowH;
    const gr = doc.linearGradient(x0, y, x0 + 40, y + 40);
    gr.stop(0, colours.blue).stop(1, colours.cyan);
    doc.circle(x0 + 20, y + 20, 20).fill(gr);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(colours.white)
      .text(String(i + 1).padStart(2, '0'), x0, y + 14, { width: 40, align: 'center' });
    doc
      .font('Helvetica-Bold')
      .fontSize(15)
      .fillColor(colours.navy)
      .text(title, x0 + 60, y + 4);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(colours.grey600)
      .text(body, x0 + 60, y + 26, { width: W - 2 * M - 60, lineGap: 2.6 });
  });

  // why Corevia
  const wy = 556;
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(colours.blue)
    .text('WHY TEAMS CHOOSE COREVIA', M, wy, { characterSpacing: 1.4 });
  const why = [
    ['Senior teams', 'Strategy, design and engineering in one cross-functional squad.'],
    ['Quality and security built in', 'Automated tests, reviews and secure defaults.'],
    ['Transparent delivery', 'Weekly demos, shared boards, honest estimates.'],
  ];
  const ww = (W - 2 * M - 24) / 3;
  why.forEach(([t, b], i) => {
    const x = M + i * (ww + 12);
    doc.circle(x + 9, wy + 30, 9).fill('#E7F8EF');
    icon(doc, 'check', x + 9, wy + 30, 11, '#12B76A', 3);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colours.navy)
      .text(t, x + 24, wy + 24, { width: ww - 24 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(colours.grey600)
      .text(b, x + 24, wy + 40, { width: ww - 24, lineGap: 2 });
  });

  // contact block
  const by = 652;
  const bh = 130;
  doc.save();
  doc.roundedRect(M, by, W - 2 * M, bh, 16).clip();
  doc.rect(M, by, W - 2 * M, bh).fill(colours.navy);
  glow(doc, W - M - 60, by + 40, 220, colours.blue, 0.6);
  glow(doc, M + 40, by + bh, 140, colours.cyan, 0.25);
  grid(doc, M, by, W - 2 * M, bh, 26, 0.05);
  doc.restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(19)
    .fillColor(colours.white)
    .text('Let’s build what’s next.', M + 26, by + 24);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#C2CCE4')
    .text('Tell us about your product. We reply within one business day.', M + 26, by + 50);
  const contacts = [
    ['send', 'hello@corevia.example'],
    ['phone', '+1 (555) 010-0199'],
    ['pin', '123 Placeholder Avenue, Suite 400, Springfield, USA'],
  ];
  contacts.forEach(([ic, t], i) => {
    const x = M + 26 + (i === 2 ? 0 : i * 170);
    const y = by + 78 + (i === 2 ? 24 : 0);
    icon(doc, ic, x + 6, y + 5, 12, colours.cyan, 2);
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(colours.white)
      .text(t, x + 18, y + 1, { lineBreak: false });
  });
  mark(doc, W - M - 26 - 56, by + 37, 56);
  footer(doc, 3);
}

/** Builds the brochure and resolves with the PDF bytes. */
export function brochure() {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    compress: true,
    info: {
      Title: 'Corevia Technologies — Services Brochure',
      Author: 'Corevia Technologies',
      Subject: 'Mobile apps, AI & machine learning, web, cloud, cybersecurity and tech consulting',
      Keywords: 'Corevia, services, mobile, AI, web, cloud, cybersecurity, consulting',
      Creator: 'tools/artwork',
      Producer: 'PDFKit',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  cover(doc);
  servicesPage(doc);
  processPage(doc);
  doc.end();
  return done;
}
