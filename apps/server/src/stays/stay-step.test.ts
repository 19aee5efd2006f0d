// The stay step on its own, with an in-memory attempt store and PMS: the
// rules check-in and check-out share (post once, undo on failure, resolve a
// cut-off attempt by what the PMS shows, a double submit).
import { describe, expect, it, vi } from 'vitest';
import { PmsError, type PmsAdapter, type PmsReservation } from '../pms/pms-adapter.ts';
import { PmsUnavailableError, StepRefusedError } from './stay-errors.ts';
import { STALE_ATTEMPT_MS, StayStep, type StepAttempt, type StepKind } from './stay-step.ts';

const caller = { projectId: 'p', userId: 'u', reservationId: 'R-1' };
const NOW = Date.parse('2026-11-24T12:00:00Z');

function setup(kind: StepKind, done: { checkin?: boolean; checkout?: boolean } = {}) {
  const attempts = new Map<string, StepAttempt>();
  const reservation = {
    id: 'R-1',
    roomStays: [
      {
        id: 'S-1',
        checkinFinishedAt: done.checkin ? '2026-11-24T10:00:00Z' : null,
        checkoutFinishedAt: done.checkout ? '2026-11-24T11:00:00Z' : null,
      },
    ],
  } as unknown as PmsReservation;
  const pms = { getReservation: vi.fn(async () => reservation) } as unknown as PmsAdapter;
  const store = {
    findByKey: vi.fn(async () => undefined as StepAttempt | undefined),
    get: vi.fn(async (id: string) => attempts.get(id)),
    finish: vi.fn(async (id: string, at: string) => {
      const a = attempts.get(id)!;
      attempts.set(id, { ...a, status: 'finished', finishedAt: at });
    }),
    fail: vi.fn(async (id: string) => {
      const a = attempts.get(id)!;
      attempts.set(id, { ...a, status: 'failed' });
    }),
    claimOf: vi.fn(async () => undefined),
    releaseClaim: vi.fn(async () => undefined),
  };
  const log = { error: vi.fn() };
  const step = new StayStep({ kind, attempts: store, pms, now: () => NOW, log });
  const attempt = (createdAt = new Date(NOW).toISOString()): StepAttempt => {
    const a: StepAttempt = {
      id: 'A-1',
      projectId: 'p',
      reservationId: 'R-1',
      userId: 'u',
      requestHash: 'h',
      status: 'pending',
      roomStayIds: ['S-1'],
      createdAt,
      finishedAt: null,
    };
    attempts.set(a.id, a);
    return a;
  };
  return { step, store, log, attempt, attempts };
}

describe('the stay step', () => {
  it.each(['checkin', 'checkout'] as const)(
    '%s: a CONFLICT for a stay the PMS shows done counts as posted (a re-driven attempt)',
    async (kind) => {
      const { step, attempt } = setup(kind, { [kind]: true });
      const posted = await step.complete(attempt(), async () => {
        throw new PmsError('CONFLICT', 'already');
      });
      expect(posted.status).toBe('finished');
    },
  );

  it('a CONFLICT for a stay the PMS does not show done undoes the attempt and says so', async () => {
    const { step, store, log, attempt } = setup('checkout', { checkin: true });
    await expect(
      step.complete(attempt(), async () => {
        throw new PmsError('CONFLICT', 'not in house');
      }),
    ).rejects.toBeInstanceOf(PmsUnavailableError);
    expect(store.fail).toHaveBeenCalledWith('A-1');
    expect(store.finish).not.toHaveBeenCalled();
    expect(log.error.mock.calls[0]?.[1]).toBe('PMS check-out failed; attempt undone');
  });

  it('a retry of a cut-off attempt is answered by what the PMS shows', async () => {
    const stale = new Date(NOW - STALE_ATTEMPT_MS - 1).toISOString();
    const finished = setup('checkin', { checkin: true });
    await expect(finished.step.replay(caller, finished.attempt(stale), 'h')).resolves.toMatchObject(
      { status: 'finished' },
    );
    const undone = setup('checkin');
    await expect(undone.step.replay(caller, undone.attempt(stale), 'h')).rejects.toBeInstanceOf(
      PmsUnavailableError,
    );
    expect(undone.attempts.get('A-1')?.status).toBe('failed');
  });

  it('a double submit with another key finds the stay taken: the step is done', async () => {
    const { step } = setup('checkout');
    const unique = Object.assign(new Error('unique'), { code: '23505' });
    const refusal = await step
      .claim(caller, 'other-key', 'h', [{ id: 'S-1' }] as never, async () => {
        throw unique;
      })
      .catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(StepRefusedError);
    expect((refusal as StepRefusedError).reason).toBe('CHECKOUT_FINISHED');
  });
});
