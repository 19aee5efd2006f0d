import { emptyProjectCache, type SlotsAnswer } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/i18n.ts';
import { useActiveLanguage } from '../../../i18n/language-store.ts';
import { useProjectStore } from '../../../lib/project/project-store.ts';
import { settleGuest } from '../../../test/guest-server.ts';
import { renderWithApp, setupEnglish } from '../../../test/render-with-app.tsx';
import { BookingPanel } from './booking-panel.tsx';

const USER = 'guest_app_1';
const slot = (slotId: string, free: number, bookable = 'open') => ({
  slotId,
  start: `${slotId}:00+01:00`,
  end: `${slotId}:00+01:00`,
  capacity: 8,
  free,
  bookable,
  teamMembers: [{ id: 'sepp', name: 'Sepp' }],
  priceOptions: [
    { id: 'adult', label: 'Adult', priceMinor: 3500 },
    { id: 'child', label: 'Child', priceMinor: 1750 },
  ],
});
const answer = (slots: ReturnType<typeof slot>[]): SlotsAnswer =>
  ({
    activityId: 'cooking',
    title: 'Cooking class',
    currency: 'EUR',
    confirmation: 'auto',
    payment: 'none',
    cancellationDeadlineHours: 24,
    maxPersons: 8,
    minAge: null,
    slots,
  }) as SlotsAnswer;

/** The programme API of "testhof": slots, and bookings answered with `bookStatus`. */
function programmeServer(
  slots: ReturnType<typeof slot>[],
  bookStatus = 201,
  refusal: unknown = { error: 'Bad Gateway', code: 'upstream_failed', message: 'x' },
) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (url.pathname === '/api/programme/testhof/cooking/slots') return json(answer(slots));
      if (url.pathname === `/api/bookings/testhof/${USER}`) {
        bodies.push(JSON.parse(String(init?.body)));
        if (bookStatus !== 201) return json(refusal, bookStatus);
        return json({ id: 'reg-1', status: 'accepted', total: 8750, currency: 'EUR' }, 201);
      }
      return json({});
    }),
  );
  return bodies;
}

beforeAll(setupEnglish);
beforeEach(() => {
  useProjectStore.setState({ ...emptyProjectCache() });
  settleGuest(USER);
});
afterEach(() => vi.unstubAllGlobals());

async function choosePersons(user: ReturnType<typeof userEvent.setup>) {
  const panel = await screen.findByRole('region', { name: 'Book' });
  await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Led by' }), 'sepp');
  await user.click(within(panel).getByRole('button', { name: 'One person more: Adult' }));
  await user.click(within(panel).getByRole('button', { name: 'One person more: Adult' }));
  await user.click(within(panel).getByRole('button', { name: 'One person more: Child' }));
  return panel;
}

describe('spec §2/§4/§8 the booking panel', () => {
  it('offers only dates with free places, shows the total before confirming and books with one key', async () => {
    const bodies = programmeServer([
      slot('2026-12-01T15:00', 0),
      slot('2026-12-03T15:00', 5),
      slot('2026-12-10T15:00', 8, 'not_yet_open'),
    ]);
    const user = userEvent.setup();
    renderWithApp(<BookingPanel activityId="cooking" />);
    const panel = await choosePersons(user);
    const dates = within(panel).getByRole('combobox', { name: 'Date' });
    expect(
      within(dates)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Thu, 3 Dec 2026']);
    expect(within(panel).getByText('€87.50')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Book now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your booking' });
    expect(within(dialog).getByText('2 × Adult')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));
    expect(await within(panel).findByText(/Your registration is confirmed./)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      activityId: 'cooking',
      slotId: '2026-12-03T15:00',
      teamMemberId: 'sepp',
      persons: [
        { priceOptionId: 'adult', count: 2 },
        { priceOptionId: 'child', count: 1 },
      ],
    });
    // The server computes the price: the app sends none.
    const sent = bodies[0] as Record<string, unknown>;
    expect(Object.keys(sent).sort()).toEqual([
      'activityId',
      'idempotencyKey',
      'lang',
      'persons',
      'slotId',
      'teamMemberId',
    ]);
  });

  it('says "There are currently no free dates." when no slot has a free place', async () => {
    programmeServer([slot('2026-12-01T15:00', 0), slot('2026-12-03T15:00', 4, 'closed')]);
    renderWithApp(<BookingPanel activityId="cooking" />);
    expect(await screen.findByText('There are currently no free dates.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
  });

  it('a failure shows the spec text and keeps the choices; the retry sends the same key', async () => {
    const bodies = programmeServer([slot('2026-12-03T15:00', 5)], 502);
    const user = userEvent.setup();
    renderWithApp(<BookingPanel activityId="cooking" />);
    const panel = await choosePersons(user);
    await user.click(within(panel).getByRole('button', { name: 'Book now' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm your booking' })).getByRole(
        'button',
        { name: 'Book now' },
      ),
    );
    expect(
      await within(panel).findByText(
        'Registration was not completed successfully. Please try to book again.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('spinbutton', { name: 'Adult (€35.00)' })).toHaveValue(2);
    expect(within(panel).getByText('€87.50')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Book now' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm your booking' })).getByRole(
        'button',
        { name: 'Book now' },
      ),
    );
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    const [first, second] = bodies as { idempotencyKey: string }[];
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  });

  it('never lets more persons than places be chosen', async () => {
    programmeServer([slot('2026-12-03T15:00', 2)]);
    const user = userEvent.setup();
    renderWithApp(<BookingPanel activityId="cooking" />);
    const panel = await screen.findByRole('region', { name: 'Book' });
    const more = await within(panel).findByRole('button', { name: 'One person more: Adult' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'One person more: Child' })).toBeDisabled();
  });
});

describe('a refused booking is told in the guest’s language, by the server’s code', () => {
  beforeAll(async () => {
    await initI18n('de');
    useActiveLanguage.getState().setLang('de');
  });
  afterAll(setupEnglish);

  it.each([
    ['full', 409, 'Derzeit gibt es keine freien Termine.'],
    ['not_bookable', 409, 'Dieser Termin kann nicht mehr gebucht werden.'],
    ['login_required', 403, 'Bitte melden Sie sich mit Ihrer Reservierung an, um zu buchen.'],
    [
      'room_not_possible',
      403,
      'Aufs Zimmer buchen ist nur möglich, während Sie im Hotel wohnen und mit Ihrer Reservierung angemeldet sind.',
    ],
    [
      'invalid_request',
      400,
      'So ist diese Buchung nicht möglich. Bitte prüfen Sie Termin und Personen.',
    ],
    [
      'payment_failed',
      502,
      'Die Anmeldung war nicht erfolgreich. Bitte versuchen Sie erneut zu buchen.',
    ],
    // A code this app does not know yet: the general failure text.
    [
      'some_new_code',
      409,
      'Die Anmeldung war nicht erfolgreich. Bitte versuchen Sie erneut zu buchen.',
    ],
  ])('%s (%i) reads "%s"', async (code, status, text) => {
    const english = 'The English text of the server.';
    programmeServer([slot('2026-12-03T15:00', 5)], status, {
      error: 'Refused',
      code,
      message: english,
    });
    const user = userEvent.setup();
    renderWithApp(<BookingPanel activityId="cooking" />);
    const panel = await screen.findByRole('region', { name: 'Buchen' });
    await user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Geführt von' }),
      'sepp',
    );
    await user.click(within(panel).getByRole('button', { name: 'Eine Person mehr: Adult' }));
    await user.click(within(panel).getByRole('button', { name: 'Jetzt buchen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Buchung bestätigen' })).getByRole(
        'button',
        { name: 'Jetzt buchen' },
      ),
    );
    expect(await within(panel).findByText(text)).toBeInTheDocument();
    expect(within(panel).queryByText(english)).not.toBeInTheDocument();
  });
});
