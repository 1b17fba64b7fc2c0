// Before wrangler bundles the Worker (wrangler.jsonc, `build.command`): the topics the receiver
// accepts (build/worker-topics.ts).
//   tsx scripts/worker-topics.cli.ts
import { writeWorkerTopics } from '../build/worker-topics';

writeWorkerTopics();
