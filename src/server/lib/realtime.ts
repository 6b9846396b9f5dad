import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import { notifications } from '../db/schema';
import { logger } from './logger';

export const NOTIFICATION_CHANNEL = 'rdv_notifications';

export interface NotificationEvent {
  id: string;
  userId: string;
  type: string;
  payload: unknown;
  isRead: boolean;
  createdAt: string;
}

type Listener = (event: NotificationEvent) => void;

export interface Realtime {
  /** Calls `listener` with each new notification of `userId`, in this process; returns the unsubscribe. */
  subscribe(userId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

/**
 * Realtime fan-out through the database (DECISIONS D3): the notifications trigger NOTIFYs on commit,
 * every API process LISTENs, and each hands the events to its own SSE connections. PGlite does it in
 * the process; PostgreSQL through one dedicated connection that reconnects by itself after a restart.
 */
export async function startRealtime(database: DatabaseHandle): Promise<Realtime> {
  const listeners = new Map<string, Set<Listener>>();

  const dispatch = async (raw: string) => {
    let event = JSON.parse(raw) as Partial<NotificationEvent> & { id: string; userId: string };
    if (!listeners.has(event.userId)) return;
    if (!event.type) {
      // Oversized rows are announced by id only (the NOTIFY payload limit).
      const [row] = await database.db.select().from(notifications).where(eq(notifications.id, event.id));
      if (!row) return;
      event = { ...row, createdAt: row.createdAt.toISOString() };
    }
    for (const listener of listeners.get(event.userId) ?? []) listener(event as NotificationEvent);
  };
  const onMessage = (raw: string) =>
    void dispatch(raw).catch((error) => logger.warn({ err: error }, 'notification non relayée'));

  let stop: () => Promise<void>;
  if (database.driver.kind === 'pglite') {
    const unlisten = await database.driver.client.listen(NOTIFICATION_CHANNEL, onMessage);
    stop = () => unlisten();
  } else {
    stop = await listenWithReconnect(database.driver.pool.options.connectionString ?? '', onMessage);
  }

  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set<Listener>();
      listeners.set(userId, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    close: () => stop(),
  };
}

async function listenWithReconnect(
  connectionString: string,
  onMessage: (raw: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let closing = false;
  let delayMs = 500;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => message.payload && onMessage(message.payload));
    next.on('error', () => {});
    next.on('end', () => {
      if (closing) return;
      client = null;
      logger.warn({ delayMs }, 'connexion LISTEN perdue, reconnexion');
      setTimeout(() => void retry(), delayMs).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    client = next;
    delayMs = 500;
  };
  const retry = async () => {
    if (closing) return;
    try {
      await connect();
    } catch {
      delayMs = Math.min(delayMs * 2, 30_000);
      setTimeout(() => void retry(), delayMs).unref();
    }
  };

  await connect();
  return async () => {
    closing = true;
    await client?.end().catch(() => {});
  };
}
