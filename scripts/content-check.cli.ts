// Checks every content file against its schema and lists every problem at once, each with its
// file and field, then stops the build; silent but for one line when all is well.
//   tsx scripts/content-check.cli.ts
import { contentProblems } from '../content/check';
import { formatProblems } from '../content/files';

const problems = contentProblems();
if (problems.length > 0) {
  console.error(
    `The content has ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}; fix ${problems.length === 1 ? 'it' : 'them'} and build again:\n` +
      formatProblems(problems).replace(/^/gm, '  '),
  );
  process.exit(1);
}
console.log('content: every file matches its schema');
