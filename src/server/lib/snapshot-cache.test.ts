import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createSnapshotCache, currentSnapshot } from './snapshot-cache';

/** A cache over a snapshot the test moves by hand, and a computation that counts its calls. */
function fixture(maxEntries = 10) {
  const state = { snapshot: 'a', computed: 0 };
  const cache = createSnapshotCache<string>({ snapshot: async () => state.snapshot, maxEntries });
  const compute = (value: string) => async () => {
    state.computed++;
    return `${value}@${state.snapshot}#${state.computed}`;
  };
  return { state, cache, compute };
}

describe('snapshot cache', () => {
  it('computes once per key while the snapshot stays, again once it moves', async () => {
    const { state, cache, compute } = fixture();
    expect(await cache.get('k', compute('x'))).toBe('x@a#1');
    expect(await cache.get('k', compute('x'))).toBe('x@a#1');
    expect(await cache.get('other', compute('y'))).toBe('y@a#2');
    state.snapshot = 'b';
    expect(await cache.get('k', compute('x'))).toBe('x@b#3');
  });

  it('shares one computation between requests that miss together', async () => {
    const { state, cache, compute } = fixture();
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('k', compute('x'))));
    expect(new Set(answers)).toEqual(new Set(['x@a#1']));
    expect(state.computed).toBe(1);
  });

  it('never gives an answer to a request of another snapshot, even one still being computed', async () => {
    const { state, cache } = fixture();
    let finish: (value: string) => void = () => {};
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    await Promise.resolve();
    state.snapshot = 'b';
    const fresh = cache.get('k', async () => 'fresh');
    finish('old');
    expect(await slow).toBe('old');
    expect(await fresh).toBe('fresh');
    expect(await cache.get('k', async () => 'again')).toBe('fresh');
  });

  it('keeps no failure and no more than its size', async () => {
    const { cache, compute } = fixture(2);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', compute('x'))).toBe('x@a#1');
    await cache.get('l', compute('y'));
    await cache.get('m', compute('z'));
    expect(await cache.get('k', compute('x'))).toBe('x@a#4');
  });
});

describe('currentSnapshot', () => {
  const opening = openDatabase({ kind: 'pglite', dataDir: null });
  beforeAll(async () => {
    await (await opening).db.execute(sql`create table probe (x int)`);
  });
  afterAll(async () => {
    await (await opening).close();
  });

  it('stays the same across reads and moves with every committed write', async () => {
    const { db } = await opening;
    const first = await currentSnapshot(db);
    await db.execute(sql`select count(*) from probe`);
    expect(await currentSnapshot(db)).toBe(first);
    await db.execute(sql`insert into probe values (1)`);
    const afterInsert = await currentSnapshot(db);
    expect(afterInsert).not.toBe(first);
    await db.execute(sql`delete from probe`);
    expect(await currentSnapshot(db)).not.toBe(afterInsert);
  });
});
