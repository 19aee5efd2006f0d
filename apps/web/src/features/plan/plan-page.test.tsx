import { emptyProjectCache, type Booking, type ProjectModel } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { useNavBadges } from '../../lib/nav/nav-badges.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { fakeGuestServer, settleGuest } from '../../test/guest-server.ts';
import { useOwnPlanStore } from '../../lib/plan/own-plan-store.ts';
import { PlanHintsBadge } from './plan-hints-badge.tsx';
import { PlanPage } from './plan-page.tsx';

const USER = 'pms_user_1';
const STAY = { doa: '2099-07-10T14:00', dod: '2099-07-13T10:00', locked: true };
const BOOKINGS: Booking[] = [
  { id: 'dinner', title: 'Farm dinner', start: '2099-07-11T19:00:00+02:00' },
  {
    id: 'hike',
    title: 'Guided hike',
    start: '2099-07-11T09:00:00+02:00',
    reservation_text: 'Bring sturdy shoes.',
  },
];

function planModel(plan?: ProjectModel['project_settings']['plan']): ProjectModel {
  const base = fixtureModel();
  return fixtureModel({
    project_settings: { ...base.project_settings, pms_login: { active: true }, plan },
  });
}

/** A logged-in guest with two bookings and an own entry on 11 July and one on 12 July. */
function loggedInGuestWithPlan() {
  settleGuest(USER, true);
  useOwnPlanStore.setState({
    byUser: {
      [USER]: [
        { id: 'o1', itemId: 'spa', title: 'Spa afternoon', start: '2099-07-11T14:00', addedAt: 1 },
        { id: 'o2', itemId: 'lake', title: 'Lake swim', start: '2099-07-12T10:30', addedAt: 2 },
      ],
    },
  });
  return fakeGuestServer({ stay: STAY, bookings: BOOKINGS }, USER);
}

const dayButton = (day: number) =>
  screen.findByRole('button', { name: new RegExp(`\\b${day}\\b`) });

beforeAll(setupEnglish);
beforeEach(() => {
  useProjectStore.setState({ ...emptyProjectCache() });
  useOwnPlanStore.setState({ byUser: {} });
});
afterEach(() => vi.unstubAllGlobals());

describe('my plan (spec §2 day selector, §3 plan days, §9 visibility)', () => {
  it('offers the days of the stay and shows each day its entries sorted by start', async () => {
    loggedInGuestWithPlan();
    const user = userEvent.setup();
    renderWithApp(<PlanPage />, { model: planModel() });

    const group = await screen.findByRole('group', { name: 'Days' });
    expect(within(group).getAllByRole('button')).toHaveLength(4); // 10 to 13 July
    // The stay lies ahead: the plan opens on the arrival day.
    expect(await dayButton(10)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Nothing is planned for this day yet.')).toBeInTheDocument();

    await user.click(await dayButton(11));
    expect(screen.getByRole('heading', { level: 2, name: /11/ })).toBeInTheDocument();
    const day = screen.getByRole('region', { name: /11/ });
    expect(
      within(day)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Guided hike', 'Spa afternoon', 'Farm dinner']);
    expect(
      within(day)
        .getAllByText(/^\d\d:\d\d h$/)
        .map((t) => t.textContent),
    ).toEqual(['09:00 h', '14:00 h', '19:00 h']);

    await user.click(await dayButton(12));
    expect(
      within(screen.getByRole('region', { name: /12/ })).getByRole('link', { name: 'Lake swim' }),
    ).toHaveAttribute('href', '/activity/lake');
  });

  it('hides the days until the configured time after arrival', async () => {
    loggedInGuestWithPlan();
    renderWithApp(<PlanPage />, {
      model: planModel({ visible_fully: false, visible_fully_after_arrival_plus_days: 1 }),
    });
    expect(await screen.findByText(/Your plan will be fully visible from/)).toHaveTextContent(
      /2099/,
    );
    expect(screen.queryByRole('group', { name: 'Days' })).not.toBeInTheDocument();
    expect(screen.queryByText('Guided hike')).not.toBeInTheDocument();
  });

  it('shows the notes of the bookings and counts them as seen', async () => {
    loggedInGuestWithPlan();
    renderWithApp(<PlanPage />, { model: planModel() });
    const notes = await screen.findByRole('region', { name: 'Notes on your bookings' });
    expect(within(notes).getByText('Bring sturdy shoes.')).toBeInTheDocument();
    expect(within(notes).getByText('New')).toBeInTheDocument();
    expect(Object.keys(useProjectStore.getState().hintsSeen)).toHaveLength(1);
  });

  it('an own entry can be removed', async () => {
    loggedInGuestWithPlan();
    const user = userEvent.setup();
    renderWithApp(<PlanPage />, { model: planModel() });
    await user.click(await dayButton(12));
    await user.click(screen.getByRole('button', { name: 'Remove Lake swim from my plan' }));
    expect(screen.queryByText('Lake swim')).not.toBeInTheDocument();
    expect(useOwnPlanStore.getState().byUser[USER]?.map((i) => i.id)).toEqual(['o1']);
  });

  it('asks anonymous guests to log in (spec §6) and shows the empty state', async () => {
    settleGuest();
    fakeGuestServer();
    const user = userEvent.setup();
    renderWithApp(<PlanPage />, { model: planModel() });
    expect(await screen.findByText('Your plan is still empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useGuestStore.getState().loginDialog).toEqual({ open: true, redirect: '/plan' });
  });
});

describe('plan hints badge (spec §2 badge on the plan tab)', () => {
  it('counts the unseen hints of the bookings', async () => {
    loggedInGuestWithPlan();
    renderWithApp(<PlanHintsBadge />, { model: planModel() });
    await vi.waitFor(() => expect(useNavBadges.getState().planHints).toBe(1));
    useProjectStore.setState({ hintsSeen: {} });
  });

  it('seen hints are not counted', async () => {
    loggedInGuestWithPlan();
    renderWithApp(<PlanHintsBadge />, { model: planModel() });
    // The bookings are there and their hint counts …
    await vi.waitFor(() => expect(useNavBadges.getState().planHints).toBe(1));
    // … until the plan page has shown it (spec §3 hintsSeen).
    renderWithApp(<PlanPage />, { model: planModel() });
    await screen.findByRole('region', { name: 'Notes on your bookings' });
    await vi.waitFor(() => expect(useNavBadges.getState().planHints).toBe(0));
    useProjectStore.setState({ hintsSeen: {} });
  });
});
