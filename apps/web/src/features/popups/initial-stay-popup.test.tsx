import { emptyProjectCache, type CustomPopup, type ProjectModel } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import PopupHost from './popup-host.tsx';
import { fakeGuestServer, settleGuest } from '../../test/guest-server.ts';
import { InitialStayPopup } from './initial-stay-popup.tsx';

const STAY_POPUP: CustomPopup = {
  type: 'initial_stay',
  id: 'stay',
  title: 'When are you staying with us?',
  description: 'Tell us your dates.',
  ask_again_if_no_stay_data_after_hours: 48,
};
const INFO_POPUP: CustomPopup = { type: 'info', id: 'info', title: 'Winter at the hotel' };

function popupModel(): ProjectModel {
  const base = fixtureModel();
  return fixtureModel({
    welcome: {
      ...base.welcome,
      popups: { ...base.welcome.popups, custom: [STAY_POPUP, INFO_POPUP] },
    },
  });
}

beforeAll(setupEnglish);
beforeEach(() => useProjectStore.setState({ ...emptyProjectCache() }));
afterEach(() => vi.unstubAllGlobals());

describe('initial-stay popup (spec §4: saving stores the stay first, closing marks seen)', () => {
  it('saves the stay, then closes', async () => {
    settleGuest();
    const server = fakeGuestServer();
    const onDone = vi.fn(() => expect(server.state.stay.doa).toBe('2026-07-10T14:00'));
    const user = userEvent.setup();
    renderWithApp(<InitialStayPopup popup={STAY_POPUP} onDone={onDone} />, { model: popupModel() });
    const dialog = screen.getByRole('dialog', { name: STAY_POPUP.title });
    await user.type(within(dialog).getByLabelText('Arrival'), '2026-07-10T14:00');
    await user.type(within(dialog).getByLabelText('Departure'), '2026-07-13T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save stay' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('action'));
    expect(server.writes()).toHaveLength(1);
  });

  it('lists the spec §5 errors in the popup and sends nothing', async () => {
    settleGuest();
    const server = fakeGuestServer();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<InitialStayPopup popup={STAY_POPUP} onDone={onDone} />, { model: popupModel() });
    await user.type(screen.getByLabelText('Arrival'), '2026-07-10T14:00');
    await user.type(screen.getByLabelText('Departure'), '2026-07-10T14:00');
    await user.click(screen.getByRole('button', { name: 'Save stay' }));

    expect(
      within(screen.getByRole('alert')).getByText('Departure date must be after arrival date.'),
    ).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('"Later" closes without sending', async () => {
    settleGuest();
    const server = fakeGuestServer();
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<InitialStayPopup popup={STAY_POPUP} onDone={onDone} />, { model: popupModel() });
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(onDone).toHaveBeenCalledWith('dismissed');
    expect(server.writes()).toEqual([]);
  });

  it('blocking: no "Later" while the dates can be saved; after a failed save the guest may leave', async () => {
    settleGuest();
    const server = fakeGuestServer();
    server.state.failWrites = 503;
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<InitialStayPopup popup={{ ...STAY_POPUP, blocking: true }} onDone={onDone} />, {
      model: popupModel(),
    });
    expect(screen.queryByRole('button', { name: 'Later' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Arrival'), '2026-07-10T14:00');
    await user.type(screen.getByLabelText('Departure'), '2026-07-13T10:00');
    await user.click(screen.getByRole('button', { name: 'Save stay' }));
    // Never a trap: the save failed, so "Later" is offered after all.
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(onDone).toHaveBeenCalledWith('dismissed');
  });

  it('says plainly when there is no guest to save for', () => {
    settleGuest(null);
    fakeGuestServer();
    renderWithApp(<InitialStayPopup popup={STAY_POPUP} onDone={vi.fn()} />, {
      model: popupModel(),
    });
    expect(screen.getByRole('button', { name: 'Save stay' })).toBeDisabled();
    expect(screen.getByText(/Your stay cannot be saved right now/)).toBeInTheDocument();
  });
});

describe('the popup host reads the guest stay (spec §4 initial stay)', () => {
  it('a guest without stay data is asked; saving marks the popup seen', async () => {
    settleGuest();
    fakeGuestServer();
    const user = userEvent.setup();
    renderWithApp(<PopupHost />, { model: popupModel() });
    const dialog = await screen.findByRole('dialog', { name: STAY_POPUP.title }, { timeout: 3000 });
    await user.type(within(dialog).getByLabelText('Arrival'), '2026-07-10T14:00');
    await user.type(within(dialog).getByLabelText('Departure'), '2026-07-13T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save stay' }));
    await vi.waitFor(() => expect(useProjectStore.getState().popupsSeen.stay).toBeDefined());
  });

  it('a guest with a current stay is not asked', async () => {
    settleGuest();
    fakeGuestServer({ stay: { doa: '2099-07-10T14:00', dod: '2099-07-13T10:00' } });
    renderWithApp(<PopupHost />, { model: popupModel() });
    expect(
      await screen.findByRole('dialog', { name: INFO_POPUP.title }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: STAY_POPUP.title })).not.toBeInTheDocument();
  });
});
