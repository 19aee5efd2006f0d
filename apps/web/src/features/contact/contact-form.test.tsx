import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { ContactPage } from './contact-page.tsx';

const CONTACT_URL = '/api/contact/testhof';
const FAILED = 'Your request could not be sent successfully. Please try again later.';

beforeAll(setupEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Erika Gast');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'erika@example.org');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is the sauna open on Sunday?');
  await user.click(screen.getByRole('checkbox', { name: /my details are processed/ }));
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === CONTACT_URL) as
    [string, RequestInit] | undefined;
  return call ? (JSON.parse(String(call[1].body)) as Record<string, unknown>) : undefined;
}

// Typing takes its time on a busy machine.
describe('the contact form (spec §1 discover plus and app, §5, §8)', { timeout: 20_000 }, () => {
  it('names every missing field next to it and in a summary, and sends nothing', async () => {
    const fetchMock = mockFetch({ [CONTACT_URL]: { status: 500 } });
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Please enter your name.',
      'Please enter a valid e-mail address.',
      'Please enter a message.',
      'Please accept the privacy policy to send the form.',
    ]);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(
      screen.getByRole('checkbox', { name: /my details are processed/ }),
    ).toHaveAccessibleDescription('Please accept the privacy policy to send the form.');
    // The optional phone is not an error.
    expect(screen.getByRole('textbox', { name: /Phone/ })).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();

    // A summary entry leads to its field.
    await user.click(within(summary).getByRole('button', { name: 'Please enter a message.' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
  });

  it('the privacy consent links to the privacy policy', () => {
    mockFetch({});
    renderWithApp(<ContactPage />);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('written offline: kept on the device, the guest told so, and sent when the connection returns', async () => {
    const fetchMock = mockFetch({
      [CONTACT_URL]: { id: 'c1', receivedAt: '2026-11-26T10:00:00.000Z' },
    });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      screen.getByText(
        'You are offline. Your message is kept on this device and will be sent as soon as the connection returns.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(sentBody(fetchMock)).toBeUndefined();
    expect(localStorage.getItem('hospes:testhof:contact-outbox')).toContain('sauna');

    online.mockReturnValue(true);
    const { flushOutbox } = await import('./contact-outbox.ts');
    expect(await flushOutbox('testhof')).toBe(1);
    expect(sentBody(fetchMock)).toMatchObject({ message: 'Is the sauna open on Sunday?' });
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
    online.mockRestore();
  });

  it('spec §8: a failed send shows the spec text and keeps what the guest typed', async () => {
    mockFetch({ [CONTACT_URL]: { status: 503 } });
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Erika Gast');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'Is the sauna open on Sunday?',
    );
    expect(screen.getByRole('checkbox', { name: /my details are processed/ })).toBeChecked();
  });

  it('keeps the typed text across a reload of the page (draft in session storage)', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const first = renderWithApp(<ContactPage />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Erika Gast');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Late arrival');
    first.unmount();

    renderWithApp(<ContactPage />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Erika Gast');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Late arrival');
  });

  it('sends the form, says so and clears it', async () => {
    const fetchMock = mockFetch({
      [CONTACT_URL]: { id: 'c1', receivedAt: '2026-11-22T09:00:00.000Z' },
    });
    const user = userEvent.setup();
    renderWithApp(<ContactPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    expect(sentBody(fetchMock)).toEqual({
      name: 'Erika Gast',
      email: 'erika@example.org',
      message: 'Is the sauna open on Sunday?',
      privacyAccepted: true,
      lang: 'en',
    });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /my details are processed/ })).not.toBeChecked();
    expect(sessionStorage.length).toBe(0);
  });

  it('spec §1: discover has no contact form, only the contact details', () => {
    mockFetch({});
    const base = fixtureModel();
    renderWithApp(<ContactPage />, {
      model: fixtureModel({ _meta: { ...base._meta, product: 'discover' } }),
    });
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
