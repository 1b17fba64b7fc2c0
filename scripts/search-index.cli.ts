// The search index of an export, rebuilt alone (the build writes it from scripts/postbuild.cli.ts).
//   tsx scripts/search-index.cli.ts [outDir]     (default: out)
import { writeSearchIndex } from '../build/search-index';

writeSearchIndex(process.argv[2] ?? 'out');
