import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { PrivacyPage } from './privacy-page.tsx';

beforeAll(setupEnglish);

describe('the privacy policy page', () => {
  it('shows the model’s policy, sanitised, under the page title', async () => {
    const model = fixtureModel();
    model.contact.privacy =
      '<h2>1. Controller</h2><p>Testhof GmbH</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';
    const { container } = renderWithApp(<PrivacyPage />, { model });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    // The interim rendering (text and basic tags) is replaced once the sanitiser has loaded.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: '1. Controller' })).toBeVisible(),
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('without a policy says none is published and whom to ask', () => {
    const model = fixtureModel();
    delete model.contact.privacy;
    model.contact.email = 'info@testhof.example';
    renderWithApp(<PrivacyPage />, { model });
    expect(
      screen.getByText(
        'No privacy policy has been published for this app yet. Please ask the provider directly:',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /info@testhof\.example/ })).toBeInTheDocument();
  });
});
