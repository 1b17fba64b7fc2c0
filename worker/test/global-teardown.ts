// After a Jest run: the folder of global-setup.ts goes, with the bundle built in it.
import { rmSync } from 'node:fs';
import { bundleFolderVariable } from './global-setup';

export default function globalTeardown(): void {
  const folder = process.env[bundleFolderVariable];
  if (folder) rmSync(folder, { recursive: true, force: true });
}
