import type { Context } from 'hono';
import type { SecurityEventType } from '@/shared/security-events';
import type { Executor } from '../db/client';
import { securityEvents } from '../db/schema';
import type { AppEnv, Viewer } from './context';
import { logger } from './logger';

/** Who did it and from where: the viewer (if any) and the request's origin. */
export interface SecurityActor {
  id: string | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
}

export interface SecurityEvent {
  type: SecurityEventType;
  /** What it was about: a user, salon, review or booking id, or the e-mail tried at sign-in. */
  target?: string | null;
  /** Facts that help an admin read the event; never a password, token or secret. */
  details?: Record<string, string | number | boolean | null>;
}

/** The actor of an API request: its viewer, or `viewer` when the caller knows better (sign-in). */
export function securityActorOf(
  c: Context<AppEnv>,
  viewer?: Pick<Viewer, 'id' | 'email'> | null,
): SecurityActor {
  const who = viewer === undefined ? c.get('viewer') : viewer;
  const origin = c.get('origin');
  return {
    id: who?.id ?? null,
    email: who?.email ?? null,
    ip: origin?.ip ?? null,
    userAgent: origin?.userAgent?.slice(0, 512) ?? null,
  };
}

/**
 * Writes one security event, in the caller's transaction when it passes one (so the event exists
 * exactly when the change does), and to the log output.
 */
export async function recordSecurityEvent(
  executor: Executor,
  actor: SecurityActor,
  event: SecurityEvent,
): Promise<void> {
  const row = {
    type: event.type,
    actorId: actor.id,
    actorEmail: actor.email,
    target: event.target ?? null,
    ip: actor.ip,
    userAgent: actor.userAgent,
    details: event.details ?? {},
  };
  await executor.insert(securityEvents).values(row);
  logger.info({ securityEvent: row }, 'security event');
}

/**
 * A refusal (429, or 403 on a write) is worth one line per person, route and minute: a script
 * hammering a route must not turn each refused request into a database write. Counted per server
 * (each app its own memory, so servers sharing a process, as tests do, do not silence each other);
 * the map is emptied when it grows past a bound, so it cannot grow without limit either.
 */
const REFUSAL_INTERVAL_MS = 60_000;

export function refusalRecorder() {
  const lastRefusal = new Map<string, number>();
  return async function recordRefusal(
    executor: Executor,
    c: Context<AppEnv>,
    refusal: { status: number; code: string },
    now = performance.now(),
  ): Promise<void> {
    const type: SecurityEventType | null =
      refusal.status === 429
        ? 'rate_limited'
        : refusal.status === 403 && !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)
          ? 'write_refused'
          : null;
    if (!type) return;
    const actor = securityActorOf(c);
    const key = `${type}|${actor.id ?? actor.ip}|${c.req.method} ${c.req.routePath}`;
    if (now - (lastRefusal.get(key) ?? Number.NEGATIVE_INFINITY) < REFUSAL_INTERVAL_MS) return;
    if (lastRefusal.size > 10_000) lastRefusal.clear();
    lastRefusal.set(key, now);
    await recordSecurityEvent(executor, actor, {
      type,
      target: c.req.path.slice(0, 300),
      details: { method: c.req.method, code: refusal.code },
    });
  };
}
