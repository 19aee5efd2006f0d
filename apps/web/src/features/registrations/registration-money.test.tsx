// Money is never silent: cancelling a paid registration says before what
// happens to the money, and the cancelled card says what happened.
import type { RegistrationView } from '@hospes/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { CancelRequestDialog } from './cancel-request-dialog.tsx';
import { moneyBack, RegistrationCard } from './registration-card.tsx';

const cooking: RegistrationView = {
  id: 'reg-12345678',
  activityId: 'cooking',
  slotId: '2026-12-03T15:00',
  subject: 'Cooking class',
  start: '2026-12-03T15:00:00+01:00',
  end: '2026-12-03T17:00:00+01:00',
  status: 'accepted',
  teamMember: null,
  persons: 3,
  lines: [{ priceOptionId: 'adult', label: 'Adult', count: 2, amountMinor: 5400 }],
  total: 8750,
  currency: 'EUR',
  payment: 'online',
  paymentUrl: null,
  note: null,
  createdAt: '2026-11-29T10:00:00Z',
  cancelable: true,
  cancelImpossible: null,
} as RegistrationView;

beforeAll(setupEnglish);

describe('the money of a cancelled registration', () => {
  it('knows where the money goes back: a paid online booking to the card, a room charge off the bill, nothing taken nothing back', () => {
    expect(moneyBack(cooking)).toBe('card');
    expect(moneyBack({ ...cooking, status: 'open' })).toBeNull();
    expect(moneyBack({ ...cooking, payment: 'room' })).toBe('room');
    expect(moneyBack({ ...cooking, total: 0 })).toBeNull();
    expect(moneyBack({ ...cooking, payment: 'none' })).toBeNull();
  });

  it('says it in the cancel dialog before the guest confirms', () => {
    renderWithApp(
      <CancelRequestDialog
        request={cooking}
        money="The €87.50 you paid is refunded to your card."
        pending={false}
        onConfirm={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'The €87.50 you paid is refunded to your card.',
    );
  });

  it('says "Refunded" on the cancelled card once the payment went back', () => {
    renderWithApp(
      <ul>
        <RegistrationCard
          registration={{ ...cooking, status: 'canceled', cancelable: false, refunded: true }}
          onCancel={vi.fn()}
        />
      </ul>,
    );
    expect(screen.getByText('Refunded to your card: €87.50')).toBeInTheDocument();
  });
});
