// spec §2/§9 and the chatbot's rule "loaded only when opened": on a large
// screen the floating launcher shows for a guest who has the chatbot; for
// anyone else (no consent yet, as on every first visit) its code is not
// even fetched, so the first visit's JavaScript stays what it was.
import { applyConsentChoice, consentFromModel, type ProjectModel } from '@hospes/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderLayout, setupEnglish } from '../../test/render-with-app.tsx';

const loaded = vi.hoisted(() => vi.fn());
vi.mock('./chatbot-launcher.tsx', async (original) => {
  loaded();
  return original();
});

const model: ProjectModel = fixtureModel({
  chatbot: { title: 'Testhof concierge', matching: [{ id: 'x', type: 'topic', title: 'X' }] },
});

describe('the chatbot launcher on a large screen', { timeout: 20_000 }, () => {
  beforeAll(setupEnglish);
  beforeEach(() => {
    loaded.mockClear();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 992px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    useGuestStore.setState({
      userId: 'guest_app_l',
      loggedIn: false,
      reservationId: null,
      ready: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useConsentStore.setState({ stored: null });
  });

  it('is not fetched before the guest has made the cookie choice', async () => {
    renderLayout({ model });
    // The layout's last turn (toasts, offline badge, launcher) has rendered.
    await screen.findByRole('status', { name: 'Notifications' });
    expect(screen.queryByRole('button', { name: 'Open the chat' })).toBeNull();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('shows once the guest has the chatbot', async () => {
    useConsentStore.setState({
      stored: applyConsentChoice(
        'essential_only',
        consentFromModel(model.welcome.popups.cookies.list, []),
        [],
        Date.now(),
      ),
    });
    renderLayout({ model });
    expect(await screen.findByRole('button', { name: 'Open the chat' })).toBeVisible();
  });
});
