import { describe, expect, it } from 'vitest';
import { AppError } from '../base/errors';
import { createAdmission } from './admission';

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

describe('createAdmission', () => {
  it('runs `running` at once, queues `waiting` in order, refuses the rest with a busy 503', async () => {
    const admission = createAdmission({ running: 1, waiting: 2 });
    const order: string[] = [];
    const first = deferred();
    const runs = [
      admission.run(async () => {
        order.push('a');
        await first.promise;
        return 'a';
      }),
      admission.run(async () => {
        order.push('b');
        return 'b';
      }),
      admission.run(async () => {
        order.push('c');
        return 'c';
      }),
    ];
    const refused = await admission.run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'database_busy' });
    expect(order).toEqual(['a']);
    first.resolve();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['a', 'b', 'c']);
    // Every place is free again, also after a failure.
    await expect(admission.run(async () => Promise.reject(new Error('échec')))).rejects.toThrow('échec');
    expect(await Promise.all([admission.run(async () => 1), admission.run(async () => 2)])).toEqual([1, 2]);
  });
});
