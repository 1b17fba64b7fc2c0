import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WebFont } from '@/lib/paint-loader';

/**
 * The site's two variable fonts as scripts/prebuild.cli.ts wrote them before the build (cut down,
 * fingerprinted, under public/fonts/). Read while the pages are rendered, on the server only.
 */
export function webFonts(): WebFont[] {
  return JSON.parse(readFileSync(join(process.cwd(), '.generated', 'faces.json'), 'utf8')) as WebFont[];
}
