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
type Subscriber = { listener: Listener; onResync?: () => void };

export interface Realtime {
  /**
   * Calls `listener` with each new notification of `userId`, in this process, and `onResync` when
   * events may have been missed (the LISTEN connection was lost and is back); returns the unsubscribe.
   */
  subscribe(userId: string, listener: Listener, onResync?: () => void): () => void;
  close(): Promise<void>;
}

/**
 * Realtime fan-out through the database (decision 033): the notifications trigger NOTIFYs on commit,
 * every API process LISTENs, and each hands the events to its own SSE connections. PGlite does it in
 * the process; PostgreSQL through one dedicated connection that reconnects by itself after a restart.
 */
export async function startRealtime(database: DatabaseHandle): Promise<Realtime> {
  const subscribers = new Map<string, Set<Subscriber>>();

  const dispatch = async (raw: string) => {
    let event = JSON.parse(raw) as Partial<NotificationEvent> & { id: string; userId: string };
    if (!subscribers.has(event.userId)) return;
    if (!event.type) {
      // Oversized rows are announced by id only (the NOTIFY payload limit).
      const [row] = await database.db.select().from(notifications).where(eq(notifications.id, event.id));
      if (!row) return;
      event = { ...row, createdAt: row.createdAt.toISOString() };
    }
    for (const { listener } of subscribers.get(event.userId) ?? []) listener(event as NotificationEvent);
  };
  const onMessage = (raw: string) =>
    void dispatch(raw).catch((error) => logger.warn({ err: error }, 'notification non relayée'));
  // Notifications committed while nobody listened were never announced: every stream must catch up.
  const onResync = () => {
    for (const set of subscribers.values()) for (const { onResync } of set) onResync?.();
  };

  let stop: () => Promise<void>;
  if (database.driver.kind === 'pglite') {
    const unlisten = await database.driver.client.listen(NOTIFICATION_CHANNEL, onMessage);
    stop = () => unlisten();
  } else {
    stop = await listenWithReconnect(
      database.driver.pool.options.connectionString ?? '',
      onMessage,
      onResync,
    );
  }

  return {
    subscribe(userId, listener, onResync) {
      const set = subscribers.get(userId) ?? new Set<Subscriber>();
      subscribers.set(userId, set);
      const subscriber = { listener, onResync };
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    close: () => stop(),
  };
}

/** Longest wait between two reconnection attempts: a LISTEN missing for long means silent pages. */
const MAX_RECONNECT_DELAY_MS = 5_000;

/**
 * One dedicated LISTEN connection, re-opened after any loss (restart, network cut, terminated
 * backend). At most one reconnection loop runs: a failed attempt reports its failure both through
 * its promise and through its 'end' event, and the first version answered both, doubling the loops
 * on every failed attempt (after a 3-second outage: four LISTEN connections, each event relayed four
 * times).
 */
async function listenWithReconnect(
  connectionString: string,
  onMessage: (raw: string) => void,
  onReconnected: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let connecting: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closing = false;
  let delayMs = 500;

  const scheduleRetry = () => {
    if (closing || timer || connecting) return;
    timer = setTimeout(() => {
      timer = null;
      void connect().then(
        () => {
          logger.info('connexion LISTEN rétablie');
          onReconnected();
        },
        () => scheduleRetry(),
      );
    }, delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, MAX_RECONNECT_DELAY_MS);
  };

  const connect = async (): Promise<void> => {
    // Keepalive: a connection cut without a FIN (a dead network path) is noticed and replaced too;
    // a connection attempt into such a path gives up like the pool's (5 s) instead of the kernel's.
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    let ended = false;
    next.on('notification', (message) => message.payload && onMessage(message.payload));
    next.on('error', () => {});
    next.on('end', () => {
      ended = true;
      if (closing || next !== client) return;
      client = null;
      logger.warn('connexion LISTEN perdue, reconnexion');
      scheduleRetry();
    });
    connecting = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      // Connected but LISTEN failed: the connection would otherwise stay open, unused.
      await next.end().catch(() => {});
      throw error;
    } finally {
      connecting = null;
    }
    client = next;
    delayMs = 500;
    // Lost between LISTEN and here: its 'end' saw another client as the current one.
    if (ended) {
      client = null;
      scheduleRetry();
    }
  };

  await connect();
  return async () => {
    closing = true;
    if (timer) clearTimeout(timer);
    await Promise.all([client?.end(), connecting?.end()].map((p) => p?.catch(() => {})));
  };
}
