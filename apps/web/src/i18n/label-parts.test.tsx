import { act, render, screen } from '@testing-library/react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  activateLanguage,
  hasLabelParts,
  i18n,
  initI18n,
  loadEveryLabelPartAtStart,
  loadLabelParts,
  loadRemainingLabelParts,
} from './i18n.ts';
import { useActiveLanguage } from './language-store.ts';
import { withDefaultLabelParts, withLabelParts } from './route-labels.ts';

// The real policy, not the component tests' "every part at start" (src/test/setup.ts).
beforeAll(async () => {
  loadEveryLabelPartAtStart(false);
  useActiveLanguage.getState().setLang('en');
  await initI18n('en');
});

function Label({ k }: { k: ParseKeys }) {
  const { t } = useTranslation();
  return <p data-testid="label">{t(k)}</p>;
}

describe('label parts load with what needs them (src/i18n/README.md)', () => {
  it('the start loads only the start parts', () => {
    expect(i18n.t('layout.skipToContent')).toBe('Skip to content');
    expect(i18n.exists('search.label')).toBe(false);
    expect(hasLabelParts(['common', 'layout', 'consent'])).toBe(true);
    expect(hasLabelParts(['guide'])).toBe(false);
  });

  it('a route with withLabelParts resolves only once its parts are there', async () => {
    const page = { Component: () => null };
    const lazy = withLabelParts(['guide'], async () => page);
    await expect(lazy()).resolves.toBe(page);
    expect(i18n.t('search.label')).toBe('Search term');
  });

  it('a language switch brings the parts asked for so far along', async () => {
    await activateLanguage('de', undefined);
    expect(i18n.t('search.label')).toBe('Suchbegriff');
    await activateLanguage('en', undefined);
    expect(i18n.t('search.label')).toBe('Search term');
  });

  it('never shows a raw key: a label of a part not loaded yet is empty until the part is there', async () => {
    expect(i18n.exists('favorites.add')).toBe(false);
    render(<Label k="favorites.add" />);
    expect(screen.getByTestId('label')).toHaveTextContent(/^$/);
    expect(await screen.findByText('Add to favourites')).toBeInTheDocument();
  });

  it('a key that no part has still shows as the key (a bug the locale tests catch)', async () => {
    await loadLabelParts(['activity', 'guide', 'topics', 'weather']);
    loadRemainingLabelParts();
    // @ts-expect-error a key that no file has: the typecheck refuses it too
    await vi.waitFor(() => expect(i18n.t('no.such.label')).toBe('no.such.label'));
  });

  it("parts that arrive quietly after a language switch keep the model's overrides", async () => {
    expect(hasLabelParts(['checkin'])).toBe(true); // English: all loaded by now
    await activateLanguage('de', { signature: { clear: 'Neu unterschreiben' } });
    expect(i18n.exists('signature.clear')).toBe(true); // the override, before its part
    loadRemainingLabelParts(); // what the start does on the guest's first interaction
    await vi.waitFor(() => expect(hasLabelParts(['checkin', 'auth'])).toBe(true));
    expect(i18n.t('signature.clear')).toBe('Neu unterschreiben');
    expect(i18n.t('signature.padLabel')).not.toBe('');
    await activateLanguage('en', undefined);
  });

  it('a route that declares no parts loads every part before it renders', async () => {
    const page = { Component: () => null };
    const [route] = withDefaultLabelParts([{ path: 'x', lazy: async () => page }]);
    let resolved = false;
    const done = (route!.lazy as () => Promise<object>)().then((value) => {
      resolved = true;
      return value;
    });
    await act(() => done);
    expect(resolved).toBe(true);
    expect(hasLabelParts(['activity', 'auth', 'checkin', 'guide'])).toBe(true);
  });
});
