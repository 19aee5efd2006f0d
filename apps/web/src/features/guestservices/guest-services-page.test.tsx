import { emptyProjectCache, type ProjectModel } from '@hospes/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '../../components/ui/toast-store.ts';
import { ToastHost } from '../../components/ui/toast.tsx';
import { useProjectStore } from '../../lib/project/project-store.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { settleGuest } from '../../test/guest-server.ts';
import { fakeInboxServer } from '../../test/inbox-server.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { GuestServicesPage } from './guest-services-page.tsx';

const USER = 'guest_app_1';

function model(pmsLogin = false): ProjectModel {
  const base = fixtureModel();
  return fixtureModel({
    project_settings: { ...base.project_settings, pms_login: { active: pmsLogin } },
    guest_services: {
      forms: [
        {
          id: 'towels',
          title: 'Extra towels',
          description: 'We bring them to your room.',
          fields: [
            {
              id: 'count',
              type: 'number',
              label: 'How many',
              required: true,
              min: 1,
              max: 10,
              default: 2,
            },
            { id: 'note', type: 'textarea', label: 'Note' },
          ],
        },
      ],
    },
  });
}

const page = (route: string, m = model()) =>
  renderWithApp(
    <>
      <GuestServicesPage />
      <ToastHost />
    </>,
    { model: m, route },
  );

beforeAll(setupEnglish);
beforeEach(() => {
  useProjectStore.setState({ ...emptyProjectCache() });
  settleGuest(USER);
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('guest services (spec §2 /guestservices, §8 request texts)', () => {
  it('lists the forms of the model', async () => {
    fakeInboxServer(USER);
    page('/guestservices');
    expect(await screen.findByRole('link', { name: /Extra towels/ })).toHaveAttribute(
      'href',
      '/guestservices?form=towels',
    );
  });

  it('a send that fails shows the spec texts and keeps what the guest typed', async () => {
    const server = fakeInboxServer(USER, { failRequests: 500 });
    const user = userEvent.setup();
    page('/guestservices?form=towels');
    await user.clear(await screen.findByRole('spinbutton', { name: 'How many' }));
    await user.type(screen.getByRole('spinbutton', { name: 'How many' }), '4');
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'For the sauna');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    // The consent is missing: nothing is sent.
    expect(
      await screen.findAllByText('Please accept the privacy policy to send the form.'),
    ).not.toHaveLength(0);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'Your request could not be sent successfully. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Request could not be sent successfully. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'How many' })).toHaveValue(4);
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('For the sauna');
    // …also after a reload: the draft comes back (the consent is asked again).
    cleanup();
    page('/guestservices?form=towels');
    expect(await screen.findByRole('textbox', { name: /Note/ })).toHaveValue('For the sauna');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
    expect(server.calls.at(-1)?.body).toEqual({
      formId: 'towels',
      fields: { count: 4, note: 'For the sauna' },
      privacyAccepted: true,
      lang: 'en',
    });
  });

  it('a value out of range is named before anything is sent', async () => {
    const server = fakeInboxServer(USER);
    const user = userEvent.setup();
    page('/guestservices?form=towels');
    await user.clear(await screen.findByRole('spinbutton', { name: 'How many' }));
    await user.type(screen.getByRole('spinbutton', { name: 'How many' }), '40');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByRole('button', { name: 'How many: Please check this field.' }),
    ).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a sent request shows the success toast and the way to the inbox', async () => {
    fakeInboxServer(USER);
    const user = userEvent.setup();
    page('/guestservices?form=towels');
    await user.click(await screen.findByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('link', { name: 'Go to your inbox' })).toBeInTheDocument();
    expect(screen.getAllByText(/Your request has been sent\./).length).toBeGreaterThan(0);
    // The consent given once in this session is remembered for the next request.
    cleanup();
    page('/guestservices?form=towels');
    expect(await screen.findByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
  });

  it('spec §6: with reservation login an anonymous guest is asked to log in', async () => {
    fakeInboxServer(USER);
    page('/guestservices', model(true));
    expect(
      await screen.findByText('Please log in with your reservation to send a request.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Extra towels/ })).not.toBeInTheDocument();
  });
});
