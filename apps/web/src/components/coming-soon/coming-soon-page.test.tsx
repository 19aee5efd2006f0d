import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('routes built by later issues show a translated "coming soon" state', () => {
  it('titles the guest services route "Gästeservice" in German and says that it is coming soon', async () => {
    mockFetch({ '/api/projects/alpenrose/model/de': testModel() });
    await renderApp({ hash: '#/guestservices' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gästeservice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Dieser Teil der Gäste-App folgt in Kürze.')).toBeInTheDocument();
  });

  it('titles the inbox route "Inbox" in English', async () => {
    mockFetch({ '/api/projects/alpenrose/model/en': testModel({ lang: 'en' }) });
    await renderApp({ hash: '#/registrations', browserLanguages: ['en'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('This part of the guest app is coming soon.')).toBeInTheDocument();
  });

  it('opens the messages child route as a modal over the inbox', async () => {
    mockFetch({ '/api/projects/alpenrose/model/en': testModel({ lang: 'en' }) });
    await renderApp({ hash: '#/registrations/messages', browserLanguages: ['en'] });

    expect(await screen.findByRole('dialog', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
  });
});
