import { consentStorageKey, type ConsentEntry } from '@hospes/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getProjectId } from '../../lib/project/project-id.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { ConsentGate } from './consent-gate.tsx';
import { useConsentStore } from '../../lib/consent/consent-store.ts';

const key = () => consentStorageKey(getProjectId());
const stored = () => JSON.parse(localStorage.getItem(key()) ?? 'null') as ConsentEntry[];
const future = Date.now() + 86_400_000;

function essentialOnly() {
  const base = { ext: false, valid: 365 };
  localStorage.setItem(
    key(),
    JSON.stringify([
      {
        ...base,
        id: 'main_app',
        cat: 'essential',
        essential: true,
        accepted: true,
        expires: future,
      },
      {
        ...base,
        id: 'main_chatbot',
        cat: 'essential',
        essential: true,
        accepted: true,
        expires: future,
      },
      {
        ...base,
        id: 'staylytics',
        cat: 'stats',
        essential: false,
        accepted: true,
        expires: future,
      },
      {
        ...base,
        id: 'youtube',
        cat: 'marketing',
        essential: false,
        accepted: false,
        expires: null,
        ext: true,
      },
    ]),
  );
  useConsentStore.getState().reload();
}

function renderVideo() {
  return renderWithApp(
    <ConsentGate provider="youtube">
      <iframe title="Panorama video" src="https://www.youtube-nocookie.com/embed/x" />
    </ConsentGate>,
    { model: fixtureModel() },
  );
}

beforeAll(setupEnglish);
beforeEach(() => useConsentStore.getState().reload());

describe('ConsentGate (spec §3 blockable third-party content)', () => {
  it('shows a placeholder naming the provider until the guest allows it', () => {
    essentialOnly();
    renderVideo();
    expect(screen.queryByTitle('Panorama video')).not.toBeInTheDocument();
    const placeholder = screen.getByRole('group', { name: 'Content from YouTube' });
    expect(placeholder).toHaveTextContent('sends data to YouTube');
  });

  it('"Load content" accepts that provider only, keeps the other choices and loads the embed', async () => {
    essentialOnly();
    const user = userEvent.setup();
    renderVideo();
    await user.click(screen.getByRole('button', { name: 'Load content' }));

    expect(screen.getByTitle('Panorama video')).toBeInTheDocument();
    const entries = stored();
    expect(entries.filter((e) => e.accepted).map((e) => e.id)).toEqual([
      'main_app',
      'main_chatbot',
      'staylytics',
      'youtube',
    ]);
    expect(entries.find((e) => e.id === 'youtube')?.expires).toBeGreaterThan(Date.now());
  });

  it('loads the embed at once when the provider is accepted', () => {
    essentialOnly();
    localStorage.setItem(
      key(),
      JSON.stringify(
        stored().map((e) => (e.id === 'youtube' ? { ...e, accepted: true, expires: future } : e)),
      ),
    );
    useConsentStore.getState().reload();
    renderVideo();
    expect(screen.getByTitle('Panorama video')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load content' })).not.toBeInTheDocument();
  });

  it('stays blocked while the initial consent is unanswered', () => {
    renderVideo();
    expect(screen.queryByTitle('Panorama video')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load content' })).toBeDisabled();
  });

  it("allows a provider the model does not list, by the spec's own entry", async () => {
    essentialOnly();
    const user = userEvent.setup();
    renderWithApp(
      <ConsentGate provider="vimeo">
        <iframe title="Vimeo film" src="https://player.vimeo.com/video/1" />
      </ConsentGate>,
      { model: fixtureModel() },
    );
    await user.click(screen.getByRole('button', { name: 'Load content' }));
    expect(screen.getByTitle('Vimeo film')).toBeInTheDocument();
    expect(stored().find((e) => e.id === 'vimeo')).toMatchObject({
      cat: 'marketing',
      ext: true,
      accepted: true,
    });
  });
});
