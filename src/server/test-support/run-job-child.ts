import { loadConfig } from '../config';
import { openApp } from '../open-app';

// One round of one job kind of the registry (server/jobs.ts) in a process of its own, against the
// database and the providers its environment names: faults/kill-mid-job.test.ts kills it (SIGKILL)
// in the middle of the round, as a server dies mid-job.

async function main() {
  const name = process.argv[2];
  const opened = await openApp(loadConfig(process.env));
  try {
    const kind = opened.deps.jobs.find((candidate) => candidate.name === name);
    if (!kind) throw new Error(`aucune tâche « ${name} »`);
    process.stdout.write(`${name} : ${await kind.run()}\n`);
  } finally {
    await opened.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
