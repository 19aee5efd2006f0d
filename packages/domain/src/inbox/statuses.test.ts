import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_MESSAGE_EVENTS } from './auto-messages.ts';
import {
  REGISTRATION_STATUSES,
  REQUEST_ACTIONS,
  REQUEST_STATUSES,
  RegistrationStatusSchema,
  RequestStatusSchema,
  registrationStatusLabel,
  requestActions,
  requestStatusLabel,
  requestTransition,
} from './statuses.ts';

describe('spec §4 request statuses', () => {
  it('are sent, accepted, rejected, canceled', () => {
    expect(REQUEST_STATUSES).toEqual(['sent', 'accepted', 'rejected', 'canceled']);
    expect(RequestStatusSchema.safeParse('open').success).toBe(false);
  });

  it('sent is displayed as "Open"; the others by their name', () => {
    expect(requestStatusLabel('sent')).toEqual({ key: 'inbox.request_status.sent', text: 'Open' });
    expect(requestStatusLabel('accepted').text).toBe('Accepted');
    expect(requestStatusLabel('rejected').text).toBe('Rejected');
    expect(requestStatusLabel('canceled').text).toBe('Canceled');
  });
});

describe('spec §4 request transitions (accept, reject, cancel, revert = reopen)', () => {
  it('an open request can be accepted, rejected or canceled', () => {
    expect(requestTransition('sent', 'accept')).toEqual({
      ok: true,
      status: 'accepted',
      message: 'request_accepted',
    });
    expect(requestTransition('sent', 'reject')).toEqual({
      ok: true,
      status: 'rejected',
      message: 'request_rejected',
    });
    expect(requestTransition('sent', 'cancel')).toEqual({
      ok: true,
      status: 'canceled',
      message: 'request_canceled',
    });
  });

  it('an accepted request can be canceled or reverted', () => {
    expect(requestTransition('accepted', 'cancel')).toMatchObject({ ok: true, status: 'canceled' });
    expect(requestTransition('accepted', 'revert')).toEqual({
      ok: true,
      status: 'sent',
      message: 'request_reverted',
    });
  });

  it('revert reopens a rejected or canceled request (back to sent)', () => {
    expect(requestTransition('rejected', 'revert')).toMatchObject({ ok: true, status: 'sent' });
    expect(requestTransition('canceled', 'revert')).toMatchObject({ ok: true, status: 'sent' });
  });

  it('an open request cannot be reverted', () => {
    expect(requestTransition('sent', 'revert')).toEqual({
      ok: false,
      error: 'request_transition_not_allowed',
      status: 'sent',
      action: 'revert',
    });
  });

  it('a decided request is not decided again without reverting', () => {
    for (const action of ['accept', 'reject'] as const) {
      expect(requestTransition('accepted', action).ok).toBe(false);
      expect(requestTransition('rejected', action).ok).toBe(false);
      expect(requestTransition('canceled', action).ok).toBe(false);
    }
    expect(requestTransition('rejected', 'cancel').ok).toBe(false);
    expect(requestTransition('canceled', 'cancel').ok).toBe(false);
  });

  it('requestActions lists exactly the allowed actions', () => {
    expect(requestActions('sent')).toEqual(['accept', 'reject', 'cancel']);
    expect(requestActions('accepted')).toEqual(['cancel', 'revert']);
    expect(requestActions('rejected')).toEqual(['revert']);
    expect(requestActions('canceled')).toEqual(['revert']);
  });

  it('property: every result is a status, a legal one sends the message of its action, revert always leads to sent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REQUEST_STATUSES),
        fc.constantFrom(...REQUEST_ACTIONS),
        (status, action) => {
          const result = requestTransition(status, action);
          expect(REQUEST_STATUSES).toContain(result.status);
          expect(result.ok).toBe(requestActions(status).includes(action));
          if (result.ok) {
            expect(AUTO_MESSAGE_EVENTS).toContain(result.message);
            expect(result.message.startsWith('request_')).toBe(true);
            if (action === 'revert') expect(result.status).toBe('sent');
            expect(result.status).not.toBe(status);
          } else {
            expect(result.status).toBe(status);
          }
        },
      ),
      { numRuns: 50 },
    );
  });

  it('property: any walk of legal actions can always be reopened or is open', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...REQUEST_ACTIONS), { maxLength: 20 }), (actions) => {
        let status: (typeof REQUEST_STATUSES)[number] = 'sent';
        for (const action of actions) {
          const result = requestTransition(status, action);
          if (result.ok) status = result.status;
        }
        expect(status === 'sent' || requestTransition(status, 'revert').ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});

describe('spec §4 registration statuses', () => {
  it('are accepted, canceled, open, rejected, waiting', () => {
    expect(REGISTRATION_STATUSES).toEqual(['accepted', 'canceled', 'open', 'rejected', 'waiting']);
    expect(RegistrationStatusSchema.safeParse('sent').success).toBe(false);
  });

  it('accepted is displayed as "Confirmed", waiting as "Not confirmed"', () => {
    expect(registrationStatusLabel('accepted')).toEqual({
      key: 'inbox.registration_status.accepted',
      text: 'Confirmed',
    });
    expect(registrationStatusLabel('waiting').text).toBe('Not confirmed');
    expect(registrationStatusLabel('open').text).toBe('Open');
    expect(registrationStatusLabel('canceled').text).toBe('Canceled');
    expect(registrationStatusLabel('rejected').text).toBe('Rejected');
  });
});
