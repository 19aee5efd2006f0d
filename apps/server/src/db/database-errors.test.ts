import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';

const error = (message: string, code?: string, cause?: unknown) =>
  Object.assign(new Error(message, { cause }), code ? { code } : {});

describe('database unavailable', () => {
  it.each([
    ['refused', error('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['reset', error('read ECONNRESET', 'ECONNRESET')],
    ['admin shutdown', error('terminating connection due to administrator command', '57P01')],
    ['starting up', error('the database system is starting up', '57P03')],
    ['connection failure class 08', error('connection failure', '08006')],
    ['too many connections', error('sorry, too many clients already', '53300')],
    ['pool timeout', error('timeout exceeded when trying to connect')],
    ['terminated', error('Connection terminated unexpectedly')],
    ['wrapped', error('query failed', undefined, error('x', 'ECONNREFUSED'))],
    ['sqlite busy', error('database is locked', 'SQLITE_BUSY')],
  ])('is true for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', error('duplicate key', '23505')],
    ['syntax', error('syntax error', '42601')],
    ['plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('is false for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
