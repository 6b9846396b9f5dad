import { rateLimited } from '../base/errors';

export const TOO_MANY_STREAMS =
  'Trop de connexions en direct sont ouvertes. Fermez des onglets de Rendezvous puis réessayez.';

/**
 * Counts the open realtime streams of this process by session and by IP. A stream holds a socket and
 * a subscription for hours, so each is capped; the count lives in the process (it is a count of this
 * process's sockets, gone with it), which bounds the whole at the cap times the number of processes.
 */
export class StreamSlots {
  private readonly bySession = new Map<string, number>();
  private readonly byIp = new Map<string, number>();

  constructor(private readonly limits: { perSession: number; perIp: number }) {}

  /** Takes a slot or throws the French 429; the returned function gives it back (once). */
  acquire(sessionId: string, ip: string): () => void {
    if (
      (this.bySession.get(sessionId) ?? 0) >= this.limits.perSession ||
      (this.byIp.get(ip) ?? 0) >= this.limits.perIp
    ) {
      throw rateLimited(TOO_MANY_STREAMS, 30);
    }
    increment(this.bySession, sessionId, 1);
    increment(this.byIp, ip, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      increment(this.bySession, sessionId, -1);
      increment(this.byIp, ip, -1);
    };
  }

  get open(): number {
    let total = 0;
    for (const count of this.bySession.values()) total += count;
    return total;
  }
}

function increment(counts: Map<string, number>, key: string, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
}
