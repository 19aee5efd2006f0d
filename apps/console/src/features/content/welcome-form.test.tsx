import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WelcomeForm, welcomeValues, withWelcomeValues } from './welcome-form.tsx';

/** Renders inside the console's providers, logged in as the demo admin. */
function render(ui: ReactElement) {
  const client = new QueryClient();
  client.setQueryData(['staff', 'me'], {
    account: {
      id: 'a',
      projectId: 'alpenrose',
      email: 'staff@alpenrose.example',
      name: 'Anna',
      role: 'admin',
    },
    expiresAt: '2026-11-27T12:00:00.000Z',
    project: { name: 'Hotel Alpenrose', timeZone: 'Europe/Vienna' },
  });
  return renderDom(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const model = {
  name: 'Hotel',
  welcome: { top: { greeting: 'Hello', welcome_image: '/media/x.svg' }, popups: { custom: [] } },
  branding: { color_scheme: '#1f2d41' },
};

describe('welcome form', () => {
  it('reads and writes the welcome texts and colours, keeping the rest of the model', () => {
    const values = welcomeValues(model);
    expect(values).toEqual({
      greeting: 'Hello',
      text: '',
      image: '/media/x.svg',
      main: '#1f2d41',
      secondary: '',
    });
    const next = withWelcomeValues(model, {
      ...values,
      greeting: 'Grüß Gott',
      text: '<p>Hi</p>',
      image: ' ',
    });
    expect(next).toEqual({
      name: 'Hotel',
      welcome: { top: { greeting: 'Grüß Gott', text: '<p>Hi</p>' }, popups: { custom: [] } },
      branding: { color_scheme: '#1f2d41' },
    });
  });

  it('marks a text the default language has and this one lacks as a missing translation', () => {
    const fallback = { ...welcomeValues(model), text: 'Schön, dass Sie da sind' };
    render(
      <WelcomeForm
        initial={welcomeValues(model)}
        fallback={fallback}
        busy={false}
        onSend={() => undefined}
      />,
    );
    expect(
      screen.getByText(
        'Missing in this language (the default language has: “Schön, dass Sie da sind”).',
      ),
    ).toBeVisible();
  });

  it('warns while a brand colour gives text too little contrast, and publishes the values', async () => {
    const onSend = vi.fn();
    render(
      <WelcomeForm
        initial={welcomeValues(model)}
        fallback={undefined}
        busy={false}
        onSend={onSend}
      />,
    );
    expect(screen.getByText(/Contrast with white: 13\.\d : 1\. Readable/)).toBeVisible();
    const main = screen.getByRole('textbox', { name: 'Main colour' });
    await userEvent.clear(main);
    await userEvent.type(main, '#ffe066');
    expect(screen.getByText(/Too little contrast for text/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await vi.waitFor(() =>
      expect(onSend).toHaveBeenLastCalledWith(
        expect.objectContaining({ main: '#ffe066', greeting: 'Hello' }),
        'publish',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await vi.waitFor(() =>
      expect(onSend).toHaveBeenLastCalledWith(
        expect.objectContaining({ main: '#ffe066' }),
        'preview',
      ),
    );
  });

  it('names a brand colour that is not one and publishes nothing', async () => {
    const onSend = vi.fn();
    render(
      <WelcomeForm
        initial={welcomeValues(model)}
        fallback={undefined}
        busy={false}
        onSend={onSend}
      />,
    );
    const main = screen.getByRole('textbox', { name: 'Main colour' });
    await userEvent.clear(main);
    await userEvent.type(main, 'dark blue');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(
      'Enter a colour as #rrggbb (or #rgb), or leave the field empty.',
    );
    expect(main).toHaveAccessibleDescription(
      /Enter a colour as #rrggbb \(or #rgb\), or leave the field empty\./,
    );
    expect(onSend).not.toHaveBeenCalled();
  });
});
