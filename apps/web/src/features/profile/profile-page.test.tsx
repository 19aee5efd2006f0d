import { ageOn, DEFAULT_TIMEZONE, zonedTimeToEpoch, type ProjectModel } from '@hospes/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { ProfilePage } from './profile-page.tsx';
import { fakeGuestServer, settleGuest } from '../../test/guest-server.ts';

function loginModel(): ProjectModel {
  const base = fixtureModel();
  return fixtureModel({
    project_settings: { ...base.project_settings, pms_login: { active: true } },
  });
}

const renderProfile = (model = loginModel()) => renderWithApp(<ProfilePage />, { model });
const staySection = async () => within(await screen.findByRole('region', { name: 'Your stay' }));

beforeAll(setupEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('profile stay dates (spec §3, §5)', () => {
  it('invalid dates and a departure before the arrival show the spec texts in red and nothing is sent', async () => {
    settleGuest();
    const server = fakeGuestServer();
    const user = userEvent.setup();
    renderProfile();
    const stay = await staySection();
    await user.click(await stay.findByRole('button', { name: 'Save stay' }));

    const errors = stay.getByRole('alert');
    expect(within(errors).getByText('Arrival date is invalid.')).toBeInTheDocument();
    expect(within(errors).getByText('Departure date is invalid.')).toBeInTheDocument();

    await user.type(stay.getByLabelText('Arrival'), '2026-07-10T14:00');
    await user.type(stay.getByLabelText('Departure'), '2026-07-09T10:00');
    await user.click(stay.getByRole('button', { name: 'Save stay' }));
    expect(
      within(stay.getByRole('alert'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Departure date must be after arrival date.']);
    expect(stay.getByLabelText('Departure')).toHaveAttribute('aria-invalid', 'true');
    expect(server.writes()).toEqual([]);
  });

  it('the inputs are datetime-local on the 900-second step', async () => {
    settleGuest();
    fakeGuestServer();
    renderProfile();
    const stay = await staySection();
    for (const name of ['Arrival', 'Departure']) {
      const input = await stay.findByLabelText(name);
      expect(input).toHaveAttribute('type', 'datetime-local');
      expect(input).toHaveAttribute('step', '900');
    }
  });

  it('a valid stay is sent snapped to the 15-minute step with its unix times', async () => {
    settleGuest();
    const server = fakeGuestServer();
    const user = userEvent.setup();
    renderProfile();
    const stay = await staySection();
    await user.type(await stay.findByLabelText('Arrival'), '2026-07-10T14:07');
    await user.type(stay.getByLabelText('Departure'), '2026-07-13T10:00');
    await user.click(stay.getByRole('button', { name: 'Save stay' }));

    expect(await stay.findByText('Your stay was saved.')).toBeInTheDocument();
    const seconds = (wall: string) => zonedTimeToEpoch(wall, DEFAULT_TIMEZONE) / 1000;
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/guestdata/testhof/stay/guest_app_1',
        body: {
          stay: {
            doa: '2026-07-10T14:00',
            dod: '2026-07-13T10:00',
            _t_doa: seconds('2026-07-10T14:00'),
            _t_dod: seconds('2026-07-13T10:00'),
          },
        },
      },
    ]);
  });

  it('a failed save says so and keeps what the guest typed', async () => {
    settleGuest();
    fakeGuestServer({ failWrites: 500 });
    const user = userEvent.setup();
    renderProfile();
    const stay = await staySection();
    await user.type(await stay.findByLabelText('Arrival'), '2026-07-10T14:00');
    await user.type(stay.getByLabelText('Departure'), '2026-07-13T10:00');
    await user.click(stay.getByRole('button', { name: 'Save stay' }));

    expect(
      await stay.findByText('Your stay could not be saved. Please try again later.'),
    ).toBeInTheDocument();
    expect(stay.getByLabelText('Arrival')).toHaveValue('2026-07-10T14:00');
    expect(stay.getByLabelText('Departure')).toHaveValue('2026-07-13T10:00');
  });
});

describe('profile details (spec §3 Profile, §5 date of birth)', () => {
  it('saves the typed details with the three-field date of birth and shows the age', async () => {
    settleGuest();
    const server = fakeGuestServer({ profile: { lang: 'en' } });
    const user = userEvent.setup();
    renderProfile();
    await user.type(await screen.findByLabelText('First name'), ' Max ');
    await user.type(screen.getByLabelText('Last name'), 'Muster');
    await user.type(screen.getByLabelText('E-mail'), 'max@example.com');
    await user.type(screen.getByLabelText('Phone'), '+43 1 234');
    // spec §5: the day moves on to the month after 2 digits, the month to the year.
    await user.type(screen.getByLabelText('Day'), '15061990');
    expect(screen.getByLabelText('Month')).toHaveValue('06');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
    const age = ageOn('1990-06-15', Date.now(), DEFAULT_TIMEZONE);
    expect(screen.getByText(`Age: ${age}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(server.writes()).toEqual([
      {
        method: 'PUT',
        path: '/api/guestdata/testhof/profile/guest_app_1',
        body: {
          profile: {
            firstName: 'Max',
            lastName: 'Muster',
            email: 'max@example.com',
            phoneNumber: '+43 1 234',
            dob: '1990-06-15',
            lang: 'en',
          },
        },
      },
    ]);
  });

  it('a locked profile and stay are read-only with a plain explanation', async () => {
    settleGuest('pms_user_1', true);
    fakeGuestServer(
      {
        profile: { firstName: 'Max', lastName: 'Muster', dob: '1980-02-01', locked: true },
        stay: { doa: '2026-07-10T14:00', dod: '2026-07-13T10:00', roomNumber: '12', locked: true },
      },
      'pms_user_1',
    );
    renderProfile();
    expect(
      await screen.findByText(
        /These details come from your reservation and cannot be changed here/,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Your stay dates come from your reservation and cannot be changed here/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Muster')).toBeInTheDocument();
    expect(screen.getByText('01.02.1980')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Arrival')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    // Logged in: no login prompt.
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('offers anonymous guests the login (spec §6)', async () => {
    settleGuest();
    fakeGuestServer();
    const user = userEvent.setup();
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(useGuestStore.getState().loginDialog.open).toBe(true);
  });

  it('changing the language sends it to the server (spec §7 language)', async () => {
    settleGuest();
    const server = fakeGuestServer();
    const user = userEvent.setup();
    renderWithApp(<ProfilePage />, { model: loginModel() });
    // The German model is loaded first; the fixture answers only the guest routes.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path.startsWith('/api/projects/')) {
          return new Response(
            JSON.stringify({ ...loginModel(), _meta: { ...loginModel()._meta, lang: 'de' } }),
            {
              headers: { 'content-type': 'application/json' },
            },
          );
        }
        const body = init?.body && JSON.parse(String(init.body));
        server.requests.push({ method: init?.method ?? 'GET', path, body });
        // The language route answers what it stored (the domain's LanguageBodySchema).
        return new Response(JSON.stringify(body ?? {}), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await user.selectOptions(await screen.findByLabelText('Language of the app'), 'de');
    await waitFor(() =>
      expect(server.writes()).toContainEqual({
        method: 'POST',
        path: '/api/guestdata/testhof/language/guest_app_1',
        body: { language: 'de' },
      }),
    );
    await setupEnglish();
  });
});
