// spec §3/§9 blockable third-party content: the sanitiser keeps an embed of
// an allowed provider as a holder (every other frame goes), the page shows
// a placeholder naming the provider, "Allow YouTube" loads the frame, and
// withdrawing the consent takes it away again.
import { applyConsentChoice, consentFromModel, type ProjectModel } from '@hospes/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { SafeHtml } from './safe-html.tsx';

const HTML =
  '<p>Our lake in winter:</p>' +
  '<iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="The Lärchsee in winter" onload="window.pwned=1"></iframe>' +
  '<iframe src="https://evil.example/embed/x"></iframe>' +
  '<iframe src="https://player.vimeo.com/video/76979871"></iframe>';

function modelWithEmbeds(): ProjectModel {
  const model = fixtureModel();
  model.welcome.popups.cookies.list = [
    { id: 'main_app', title: 'App', description: '', essential: true, category: 'essential' },
    { id: 'youtube', title: 'YouTube', description: '', essential: false, category: 'marketing' },
    { id: 'vimeo', title: 'Vimeo', description: '', essential: false, category: 'marketing' },
  ] as ProjectModel['welcome']['popups']['cookies']['list'];
  return model;
}

beforeAll(setupEnglish);
afterEach(() => useConsentStore.setState({ stored: null }));

describe('third-party embeds behind consent', () => {
  it('the sanitiser keeps allowed providers as holders in their private form, and drops other frames', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(HTML);
    expect(host.querySelector('iframe')).toBeNull();
    expect(
      [...host.querySelectorAll('[data-embed-provider]')].map((h) => [
        h.getAttribute('data-embed-provider'),
        h.getAttribute('data-embed-src'),
      ]),
    ).toEqual([
      ['youtube', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
      ['vimeo', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ]);
    expect(host.innerHTML).not.toContain('evil.example');
    expect(host.innerHTML).not.toContain('onload');
  });

  it('shows a placeholder until the guest allows the provider; withdrawing takes the frame away', async () => {
    const model = modelWithEmbeds();
    const list = model.welcome.popups.cookies.list;
    useConsentStore.setState({
      stored: applyConsentChoice('essential_only', consentFromModel(list, []), [], Date.now()),
    });
    const user = userEvent.setup();
    const { container } = renderWithApp(<SafeHtml html={HTML} />, { model });
    const youtube = await screen.findByRole('group', { name: 'Content from YouTube' });
    expect(youtube).toHaveTextContent('This content from YouTube is hidden');
    expect(container.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Allow YouTube' }));
    const frame = await screen.findByTitle('The Lärchsee in winter');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    // Vimeo was not allowed with it.
    expect(screen.getByRole('button', { name: 'Allow Vimeo' })).toBeInTheDocument();

    // Withdrawn in the cookie settings: the frame goes.
    act(() =>
      useConsentStore
        .getState()
        .save(applyConsentChoice('essential_only', consentFromModel(list, []), [], Date.now())),
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Allow YouTube' })).toBeInTheDocument();
  });
});
