/**
 * Draws the site's imagery into the repository: every SVG under public/images, app/icon.svg
 * and public/brochure/corevia-services-brochure.pdf. The same code always writes the same bytes,
 * so a regenerated file differs only where its drawing changed.
 *
 *   npm run artwork [-- --only=<path substring>] [--verbose]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogImages } from './blog';
import { clientLogo, clientSlugs, favicon, logo } from './brand';
import { brochure } from './brochure';
import { otherImages } from './misc';
import { portrait, teamSlugs, testimonialSlugs } from './people';
import { projectImages } from './projects';
import { serviceImages } from './services';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const options = process.argv.slice(2);
const only = (options.find((option) => option.startsWith('--only=')) ?? '').slice('--only='.length);

const written: [file: string, bytes: number][] = [];
function write(file: string, data: string | Uint8Array) {
  if (only && !file.includes(only)) return;
  const target = path.join(repository, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, data);
  written.push([file, Buffer.byteLength(data)]);
}

const images = 'public/images';
write(`${images}/logo.svg`, logo(false));
write(`${images}/logo-light.svg`, logo(true));
write('app/icon.svg', favicon());
for (const slug of clientSlugs) write(`${images}/clients/${slug}.svg`, clientLogo(slug));
for (const [slug, draw] of Object.entries(serviceImages)) write(`${images}/services/${slug}.svg`, draw());
for (const [slug, draw] of Object.entries(projectImages)) write(`${images}/projects/${slug}.svg`, draw());
for (const [slug, draw] of Object.entries(blogImages)) write(`${images}/blog/${slug}.svg`, draw());
for (const [file, draw] of Object.entries(otherImages)) write(`${images}/${file}`, draw());
for (const slug of teamSlugs) write(`${images}/team/${slug}.svg`, portrait(slug, 600));
for (const slug of testimonialSlugs) write(`${images}/testimonials/${slug}.svg`, portrait(slug, 160));

const brochureFile = 'public/brochure/corevia-services-brochure.pdf';
if (!only || brochureFile.includes(only)) write(brochureFile, await brochure());

let total = 0;
for (const [file, bytes] of written) {
  total += bytes;
  if (options.includes('--verbose')) console.log(`${String(bytes).padStart(8)}  ${file}`);
}
console.log(`Wrote ${written.length} files, ${total} bytes.`);
