// Before a Jest run: a folder for the Worker's deploy bundle, which the first Worker suite
// builds and the others reuse (worker/test/miniflare-environment.ts). Its workers inherit the
// variable; global-teardown.ts removes the folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const bundleFolderVariable = 'WORKER_TEST_BUNDLE_FOLDER';

export default function globalSetup(): void {
  process.env[bundleFolderVariable] = mkdtempSync(join(tmpdir(), 'worker-test-'));
}
