import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, isDatabaseUnavailable } from './pg-errors';

/** drizzle wraps the driver's error: the reason is in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises a restart, a refused or cut connection, through drizzle’s wrapping', () => {
    const adminShutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const bothFamilies = Object.assign(new AggregateError([refused, refused]), { code: undefined });
    for (const error of [
      wrapped(adminShutdown),
      wrapped(refused),
      wrapped(bothFamilies),
      wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })),
      wrapped(Object.assign(new Error('connection failure'), { code: '08006' })),
      wrapped(new Error('Connection terminated unexpectedly')),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves the request’s own faults and bugs alone', () => {
    for (const error of [
      wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })),
      wrapped(Object.assign(new Error('syntax error'), { code: '42601' })),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

describe('isDatabaseBusy', () => {
  it('recognises a statement cancelled by its timeout, a lost deadlock and a pool with no free connection, not an outage', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const poolWait = new Error('timeout exceeded when trying to connect');
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const serialization = Object.assign(new Error('could not serialize access'), { code: '40001' });
    for (const error of [
      wrapped(cancelled),
      poolWait,
      wrapped(poolWait),
      wrapped(deadlock),
      wrapped(serialization),
    ]) {
      expect(isDatabaseBusy(error), String(error)).toBe(true);
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const error of [
      wrapped(refused),
      wrapped(Object.assign(new Error('dup'), { code: '23505' })),
      null,
    ]) {
      expect(isDatabaseBusy(error), String(error)).toBe(false);
    }
  });
});
