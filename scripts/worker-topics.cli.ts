// Before wrangler bundles the Worker (wrangler.jsonc, `build.command`): the topics the receiver
// accepts (buildtime/worker-topics.ts).
//   tsx scripts/worker-topics.cli.ts
import { writeWorkerTopics } from '../buildtime/worker-topics';

writeWorkerTopics();
