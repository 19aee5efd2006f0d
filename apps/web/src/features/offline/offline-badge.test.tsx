import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { OfflineBadge } from './offline-badge.tsx';

beforeAll(() => initI18n('en'));

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('the offline badge ("Offline")', () => {
  it('says politely that saved content is shown while the network is gone', () => {
    render(<OfflineBadge />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    goOffline(true);
    expect(status).toHaveTextContent('You are offline — showing saved content');

    goOffline(false);
    expect(status).toBeEmptyDOMElement();
  });

  it('shows at once when the app starts without a network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBadge />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline — showing saved content');
  });

  it('is in German for German guests', async () => {
    await initI18n('de');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBadge />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Sie sind offline – gespeicherte Inhalte werden angezeigt',
    );
    await initI18n('en');
  });
});
