// Before a Jest run: the data the build writes before it runs and some modules import (the error
// screen's words: buildtime/error-words.ts), so that `npm test` runs on a clean clone before any build;
// then the Worker suites' own setup.
import { writeErrorWords } from '../buildtime/error-words';
import workerSetup from '../worker/test/global-setup';

export default function globalSetup(): void {
  writeErrorWords();
  workerSetup();
}
