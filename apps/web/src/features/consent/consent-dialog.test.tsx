import { consentStorageKey, type ConsentEntry } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getProjectId } from '../../lib/project/project-id.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { AfterInitialConsent } from '../../lib/consent/after-initial-consent.tsx';
import { Route, Routes } from 'react-router';
import { InitialConsent } from './initial-consent.tsx';

const NOW = Date.UTC(2026, 10, 22, 9, 0);
const DAY = 86_400_000;
const key = () => consentStorageKey(getProjectId());

function stored(): ConsentEntry[] {
  return JSON.parse(localStorage.getItem(key()) ?? 'null') as ConsentEntry[];
}

function accepted(entries: ConsentEntry[]) {
  return entries.filter((e) => e.accepted).map((e) => e.id);
}

/** Stores a consent list as an earlier visit would have, then lets the store read it. */
function storeConsent(entries: Partial<ConsentEntry>[]) {
  localStorage.setItem(key(), JSON.stringify(entries));
  useConsentStore.getState().reload();
}

const entry = (
  id: string,
  cat: ConsentEntry['cat'],
  accepted: boolean,
  expires: number | null,
) => ({
  id,
  cat,
  essential: cat === 'essential',
  ext: id === 'youtube',
  accepted,
  expires,
  valid: 365,
});

function renderInitial(model = fixtureModel()) {
  return renderWithApp(
    <>
      <InitialConsent />
      <AfterInitialConsent>
        <p>Popups and statistics</p>
      </AfterInitialConsent>
    </>,
    { model },
  );
}

beforeAll(setupEnglish);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  useConsentStore.getState().reload();
});
afterEach(() => vi.useRealTimers());

describe('the initial cookie consent dialog (spec §4)', () => {
  it('shows on a first visit, with the model cookies grouped by category and essential ones always on', () => {
    renderInitial();
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    const essential = within(dialog).getByRole('group', { name: 'Essential' });
    const app = within(essential).getByRole('checkbox', { name: /App/ });
    expect(app).toBeChecked();
    expect(app).toBeDisabled();
    expect(app).toHaveAccessibleDescription('Remembers your language.');
    expect(within(essential).getByRole('checkbox', { name: /Chatbot/ })).toBeDisabled();
    const stats = within(dialog).getByRole('group', { name: 'Statistics' });
    expect(within(stats).getByRole('checkbox', { name: 'Staylytics' })).not.toBeChecked();
    const marketing = within(dialog).getByRole('group', { name: 'Marketing' });
    expect(within(marketing).getByRole('checkbox', { name: 'YouTube' })).not.toBeChecked();
    // The initial dialog has no close button: one of the three choices is needed.
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // spec §4: app initialisation waits for the answer.
    expect(screen.queryByText('Popups and statistics')).not.toBeInTheDocument();
  });

  it('links the privacy policy and steps aside while the guest reads it (or the imprint)', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <InitialConsent />
        <Routes>
          <Route path="/" element={<h1>Start page</h1>} />
          <Route path="/privacy" element={<h1>Privacy page</h1>} />
        </Routes>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('link', { name: 'Privacy policy' }));
    expect(screen.getByRole('heading', { name: 'Privacy page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Still unanswered: back on another page, the choice is asked again.
    renderWithApp(<InitialConsent />, { route: '/impressum' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    renderWithApp(<InitialConsent />, { route: '/topic' });
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('Escape does not close it (shared modal, keyboard close disabled)', async () => {
    const user = userEvent.setup();
    renderInitial();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('"Accept all" stores every entry accepted, expiring after 365 days, and starts the app', async () => {
    const user = userEvent.setup();
    renderInitial();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Popups and statistics')).toBeInTheDocument();
    const entries = stored();
    expect(accepted(entries)).toEqual(['main_app', 'main_chatbot', 'staylytics', 'youtube']);
    expect(entries.every((e) => e.expires === NOW + 365 * DAY && e.valid === 365)).toBe(true);
    expect(entries.find((e) => e.id === 'youtube')).toMatchObject({ cat: 'marketing', ext: true });
  });

  it('"Save selection" stores the essential entries and the checked ones only', async () => {
    const user = userEvent.setup();
    renderInitial();
    await user.click(screen.getByRole('checkbox', { name: 'Staylytics' }));
    await user.click(screen.getByRole('button', { name: 'Save selection' }));

    const entries = stored();
    expect(accepted(entries)).toEqual(['main_app', 'main_chatbot', 'staylytics']);
    expect(entries.find((e) => e.id === 'youtube')).toMatchObject({
      accepted: false,
      expires: null,
    });
    expect(entries.find((e) => e.id === 'staylytics')?.expires).toBe(NOW + 365 * DAY);
  });

  it('"Essential only" stores only the essential entries, whatever was checked', async () => {
    const user = userEvent.setup();
    renderInitial();
    await user.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await user.click(screen.getByRole('button', { name: 'Essential only' }));

    expect(accepted(stored())).toEqual(['main_app', 'main_chatbot']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the validity from the model (welcome.popups.cookies.valid_days)', async () => {
    const user = userEvent.setup();
    const base = fixtureModel();
    const model = fixtureModel({
      welcome: {
        ...base.welcome,
        popups: {
          ...base.welcome.popups,
          cookies: { ...base.welcome.popups.cookies, valid_days: 30 },
        },
      },
    });
    renderInitial(model);
    await user.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(stored().find((e) => e.id === 'main_app')).toMatchObject({
      expires: NOW + 30 * DAY,
      valid: 30,
    });
  });

  it('does not show when a complete, unexpired consent is stored', () => {
    storeConsent([
      entry('main_app', 'essential', true, NOW + DAY),
      entry('main_chatbot', 'essential', true, NOW + DAY),
      entry('staylytics', 'stats', false, null),
      entry('youtube', 'marketing', false, null),
    ]);
    renderInitial();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Popups and statistics')).toBeInTheDocument();
  });

  it('shows again at start when the stored consent has expired', () => {
    storeConsent([
      entry('main_app', 'essential', true, NOW - 1),
      entry('main_chatbot', 'essential', true, NOW - 1),
      entry('staylytics', 'stats', false, null),
      entry('youtube', 'marketing', false, null),
    ]);
    renderInitial();
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('shows again when the model lists a cookie the guest has not answered yet', () => {
    storeConsent([
      entry('main_app', 'essential', true, NOW + DAY),
      entry('main_chatbot', 'essential', true, NOW + DAY),
      entry('staylytics', 'stats', true, NOW + DAY),
    ]);
    renderInitial();
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('treats a broken stored list as no consent', () => {
    localStorage.setItem(key(), '{not json');
    useConsentStore.getState().reload();
    renderInitial();
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });
});
