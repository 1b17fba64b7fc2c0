// The search index of an export, rebuilt alone (the build writes it from scripts/postbuild.cli.ts).
//   tsx scripts/search-index.cli.ts [outDir]     (default: out)
import { writeSearchIndex } from '../buildtime/search-index';
import { languages } from '../content/languages';

for (const language of languages) writeSearchIndex(process.argv[2] ?? 'out', language);
