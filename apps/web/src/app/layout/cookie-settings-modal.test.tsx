import { consentStorageKey, type ConsentEntry } from '@hospes/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getProjectId } from '../../lib/project/project-id.ts';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { renderLayout, setupEnglish } from '../../test/render-with-app.tsx';

const key = () => consentStorageKey(getProjectId());
const stored = () => JSON.parse(localStorage.getItem(key()) ?? 'null') as ConsentEntry[];
const future = Date.now() + 86_400_000;

beforeAll(setupEnglish);
beforeEach(() => {
  // A guest who answered "Save selection" with statistics on.
  localStorage.setItem(
    key(),
    JSON.stringify([
      {
        id: 'main_app',
        cat: 'essential',
        essential: true,
        ext: false,
        accepted: true,
        expires: future,
        valid: 365,
      },
      {
        id: 'main_chatbot',
        cat: 'essential',
        essential: true,
        ext: false,
        accepted: true,
        expires: future,
        valid: 365,
      },
      {
        id: 'staylytics',
        cat: 'stats',
        essential: false,
        ext: false,
        accepted: true,
        expires: future,
        valid: 365,
      },
      {
        id: 'youtube',
        cat: 'marketing',
        essential: false,
        ext: true,
        accepted: false,
        expires: null,
        valid: 365,
      },
    ]),
  );
  useConsentStore.getState().reload();
});

describe('cookie settings from the footer (spec §2, §4 edit mode)', () => {
  it('opens the consent dialog with the current choice and a close button', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });

    expect(within(dialog).getByRole('checkbox', { name: /App/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Staylytics' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'YouTube' })).not.toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
    // Closing changes nothing.
    expect(stored().find((e) => e.id === 'staylytics')?.accepted).toBe(true);
  });

  it('saves a changed selection and closes', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Staylytics' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'YouTube' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save selection' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const entries = stored();
    expect(entries.filter((e) => e.accepted).map((e) => e.id)).toEqual([
      'main_app',
      'main_chatbot',
      'youtube',
    ]);
  });

  it('"Essential only" withdraws every other consent', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    await user.click(screen.getByRole('button', { name: 'Essential only' }));
    expect(
      stored()
        .filter((e) => e.accepted)
        .map((e) => e.id),
    ).toEqual(['main_app', 'main_chatbot']);
  });
});
