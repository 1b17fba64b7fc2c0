#!/usr/bin/env node
/**
 * Generates the site's imagery: every SVG under public/images, app/icon.svg,
 * public/og-image.jpg (rendered with Playwright's Chromium; skip with --no-png)
 * and public/brochure/corevia-services-brochure.pdf (pdfkit).
 *
 * Usage: npx tsx scripts/generate-images.mjs [--no-png] [--only=<path substring>]
 * Output is deterministic: the same script always writes the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { logo, favicon, clientLogo, CLIENTS } from './images/brand.mjs';
import { SERVICES } from './images/services.mjs';
import { PROJECTS } from './images/projects.mjs';
import { BLOG } from './images/blog.mjs';
import { MISC } from './images/misc.mjs';
import { TEAM, TESTIMONIALS, portrait } from './images/people.mjs';
import { ogSvg, renderPng } from './images/og.mjs';
import { brochure } from './images/brochure.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const noPng = args.includes('--no-png');
const only = (args.find((a) => a.startsWith('--only=')) || '').slice(7);

const written = [];
function out(rel, data) {
  if (only && !rel.includes(only)) return;
  const file = path.join(root, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  written.push([rel, Buffer.byteLength(data)]);
}

const img = 'public/images';

out(`${img}/logo.svg`, logo(false));
out(`${img}/logo-light.svg`, logo(true));
out('app/icon.svg', favicon());
for (const slug of CLIENTS) out(`${img}/clients/${slug}.svg`, clientLogo(slug));
for (const [slug, make] of Object.entries(SERVICES)) out(`${img}/services/${slug}.svg`, make());
for (const [slug, make] of Object.entries(PROJECTS)) out(`${img}/projects/${slug}.svg`, make());
for (const [slug, make] of Object.entries(BLOG)) out(`${img}/blog/${slug}.svg`, make());
for (const [rel, make] of Object.entries(MISC)) out(`${img}/${rel}`, make());
for (const slug of TEAM) out(`${img}/team/${slug}.svg`, portrait(slug, 600));
for (const slug of TESTIMONIALS) out(`${img}/testimonials/${slug}.svg`, portrait(slug, 160));

const pdfPath = 'public/brochure/corevia-services-brochure.pdf';
if (!only || pdfPath.includes(only)) out(pdfPath, await brochure());

const ogPath = 'public/og-image.jpg';
if (!noPng && (!only || ogPath.includes(only))) out(ogPath, await renderPng(ogSvg(), 1200, 630));

let total = 0;
for (const [rel, size] of written) {
  total += size;
  if (args.includes('--verbose')) console.log(`${String(size).padStart(8)}  ${rel}`);
}
console.log(`Wrote ${written.length} files, ${total} bytes.`);
