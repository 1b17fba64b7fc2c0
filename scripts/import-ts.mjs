// Node 20 cannot import TypeScript. A script that shares a self-contained module with the site
// transpiles that file on start and imports it.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** Imports a self-contained TypeScript module (one without imports of its own). */
export async function importTs(path) {
  const { outputText } = ts.transpileModule(readFileSync(path, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    fileName: path,
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}
