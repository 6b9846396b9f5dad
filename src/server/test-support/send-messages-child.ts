import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createMessageSenders } from '../lib/messaging/create-senders';
import { processMessages } from '../lib/messaging/outbox';

// One round of the message worker in a process of its own, against the database and the providers
// its environment names: faults/message-kill.test.ts kills it (SIGKILL) while a provider holds its
// request, as a server dies mid-send.

async function main() {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const sent = await processMessages(database.db, createMessageSenders(config.messaging), { limit: 1 });
    process.stdout.write(`envoyés : ${sent}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
