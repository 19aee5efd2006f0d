import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock.ts';
import { testModel } from '../../test/model-fixture.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('routes built by later issues show a translated "coming soon" state', () => {
  it('titles the chatbot route "Chatbot" in German and says that it is coming soon', async () => {
    mockFetch({ '/api/projects/alpenrose/model/de': testModel() });
    await renderApp({ hash: '#/chatbot' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Chatbot' })).toBeInTheDocument();
    expect(screen.getByText('Dieser Teil der Gäste-App folgt in Kürze.')).toBeInTheDocument();
  });

  it('titles the chatbot route "Chatbot" in English', async () => {
    mockFetch({ '/api/projects/alpenrose/model/en': testModel({ lang: 'en' }) });
    await renderApp({ hash: '#/chatbot', browserLanguages: ['en'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Chatbot' })).toBeInTheDocument();
    expect(screen.getByText('This part of the guest app is coming soon.')).toBeInTheDocument();
  });
});
