// The chatbot page (spec §1, §2, §4): shown only with a user id, the
// main_chatbot consent and a model with chatbot matching; answers in the
// conversation log with links to their pages; the guest's text is text,
// never HTML; the conversation survives leaving the page; "I want to speak
// to someone" goes into the inbox (messaging on) or the contact form's
// draft (messaging off); the inline chat takes the window height − 68 after
// 300 ms.
import { applyConsentChoice, consentFromModel, type ProjectModel } from '@hospes/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from '../../lib/consent/consent-store.ts';
import { contactDraftKey } from '../../lib/contact/contact-draft.ts';
import { useGuestStore } from '../../lib/guest/guest-store.ts';
import { fetchedUrls, mockFetch } from '../../test/fetch-mock.ts';
import { fixtureModel } from '../../test/fixture-model.ts';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { ChatbotPage } from './chatbot-page.tsx';

const USER = 'guest_app_chat';

function chatModel(patch: (m: ProjectModel) => void = () => {}): ProjectModel {
  const model = fixtureModel({
    discover: {
      properties: {},
      topics: [
        {
          id: 'directory',
          title: 'A to Z',
          items: [
            {
              id: 'dir-breakfast',
              type: 'INFO',
              title: 'Breakfast',
              description: '<p>The buffet is open from 7:30 to 10:30 am.</p>',
              openingHours: [{ day: 1, from: '07:30', to: '10:30' }],
            },
            {
              id: 'dir-wifi',
              type: 'INFO',
              title: 'Wi-Fi',
              description: 'The password is on your room card holder.',
            },
          ],
        },
      ],
    },
    chatbot: {
      matching: [{ id: 'directory', type: 'topic', title: 'A to Z' }],
      title: 'Testhof concierge',
      persistent_menu: [{ title: 'Breakfast', question: 'When is breakfast?' }],
    },
  });
  patch(model);
  return model;
}

function consentGiven(model: ProjectModel) {
  const list = model.welcome.popups.cookies.list;
  useConsentStore.setState({
    stored: applyConsentChoice('essential_only', consentFromModel(list, []), [], Date.now()),
  });
}

/** The body of the one request to a path starting with `prefix`. */
function sentBody(fetchMock: ReturnType<typeof mockFetch>, prefix: string): string {
  const calls = fetchMock.mock.calls as unknown as [string, RequestInit | undefined][];
  const sent = calls.filter(([url]) => String(url).startsWith(prefix));
  expect(sent).toHaveLength(1);
  return String(sent[0]![1]?.body);
}

const ask = async (text: string) => {
  const field = screen.getByRole('textbox', { name: 'Your question' });
  await userEvent.clear(field);
  await userEvent.type(field, `${text}{Enter}`);
};

describe('the chatbot page', () => {
  beforeAll(setupEnglish);
  beforeEach(() => {
    sessionStorage.clear();
    useGuestStore.setState({ userId: USER, loggedIn: false, reservationId: null, ready: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    useConsentStore.setState({ stored: null });
  });

  it('waits for the consent, and is not there in a variant without chatbot', () => {
    const model = chatModel();
    const { unmount } = renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
    expect(
      screen.getByText('The chat starts once you have made your choice in the cookie settings.'),
    ).toBeVisible();
    unmount();
    for (const model of [
      chatModel((m) => (m._meta.product = 'discover')),
      chatModel((m) => (m._meta.product = 'app_without_chatbot')),
      chatModel((m) => (m.chatbot = { title: 'No matching' })),
    ]) {
      consentGiven(model);
      const view = renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
      expect(screen.getByText('The chat is not available here.')).toBeVisible();
      view.unmount();
    }
  });

  it('shows no chat before the guest has an id (spec §4)', () => {
    const model = chatModel();
    consentGiven(model);
    useGuestStore.setState({ userId: null });
    renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
    expect(screen.queryByRole('textbox', { name: 'Your question' })).toBeNull();
    expect(screen.queryByText('The chat is not available here.')).toBeNull();
    expect(screen.queryByText(/cookie settings/)).toBeNull();
  });

  it('answers with a link to the page and keeps the conversation when the page is left', async () => {
    const model = chatModel();
    consentGiven(model);
    const { unmount } = renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
    expect(screen.getByRole('heading', { level: 1, name: 'Testhof concierge' })).toBeVisible();
    expect(screen.getByText(/^I am a bot:/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Breakfast' }));
    const log = screen.getByRole('log');
    const link = await within(log).findByRole('link', { name: 'Breakfast' });
    expect(link).toHaveAttribute('href', '/directory/Breakfast');
    expect(log).toHaveTextContent('The buffet is open from 7:30 to 10:30 am.');
    expect(log).toHaveTextContent('07:30 – 10:30 h');

    await ask('<b>wifi</b> password');
    expect(await within(log).findByRole('link', { name: 'Wi-Fi' })).toBeVisible();
    expect(within(log).getByText('<b>wifi</b> password')).toBeVisible();
    expect(log.querySelector('b')).toBeNull();

    unmount();
    renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
    expect(screen.getByRole('log')).toHaveTextContent('When is breakfast?');
    expect(screen.getByRole('log')).toHaveTextContent('<b>wifi</b> password');
  });

  it('hands "I want to speak to someone" to the inbox when messaging is on', async () => {
    const model = chatModel();
    consentGiven(model);
    const fetchMock = mockFetch({
      [`/api/messages/send/testhof/${USER}`]: {
        id: 'm1',
        sender: 'guest',
        type: 'message',
        title: '',
        content: 'I want to speak to someone',
        createdAt: '2026-11-27T08:00:00.000Z',
        seen: true,
        requestId: null,
      },
    });
    renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
    await ask('I want to speak to someone');
    // Not logged in: the team needs a name (and may get a room or a phone) before it goes.
    const send = await screen.findByRole('button', { name: 'Send my question to the team' });
    await userEvent.click(send);
    expect(await screen.findByText('Please tell us your name.')).toBeVisible();
    expect(fetchedUrls(fetchMock)).not.toContain(`/api/messages/send/testhof/${USER}`);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your name' }), 'Anna Berger');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Room number or phone (optional)' }),
      '204',
    );
    await userEvent.click(send);
    expect(
      await screen.findByText('Your message is with the team. They will answer in your inbox.', {
        exact: false,
      }),
    ).toBeVisible();
    expect(fetchedUrls(fetchMock)).toContain(`/api/messages/send/testhof/${USER}`);
    const body = JSON.parse(sentBody(fetchMock, '/api/messages/send/')) as { content: string };
    expect(body.content).toBe('I want to speak to someone\n\n— Anna Berger · 204');
  });

  it('puts the question into the contact form when messaging is off', async () => {
    const model = chatModel((m) => (m.project_settings.messaging = { active: false }));
    consentGiven(model);
    renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
    await ask('My bill is wrong');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send my question to the team' }),
    );
    expect(screen.getByRole('link', { name: 'Write to the team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const draft = JSON.parse(sessionStorage.getItem(contactDraftKey('testhof'))!) as {
      value: { message: string };
    };
    expect(draft.value.message).toBe('My bill is wrong');
  });

  describe('when the server rewords answers (HOSPES_LLM_URL)', () => {
    const REWORDED = 'Breakfast is served from 7:30 to 10:30 am, every day.';

    it('shows the model’s words, says so, and keeps the exact facts and the link', async () => {
      const model = chatModel();
      consentGiven(model);
      const fetchMock = mockFetch({
        '/api/chatbot/testhof': { rephrasing: true },
        '/api/chatbot/testhof/rephrasings': { text: REWORDED },
      });
      renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
      await waitFor(() => expect(fetchedUrls(fetchMock)).toContain('/api/chatbot/testhof'));
      await ask('what time is breakfast in the morning?');
      const log = screen.getByRole('log');
      expect(await within(log).findByText(REWORDED)).toBeVisible();
      expect(within(log).getByText(/^Worded by AI from the linked page/)).toBeVisible();
      expect(within(log).getByRole('link', { name: 'Breakfast' })).toHaveAttribute(
        'href',
        '/directory/Breakfast',
      );
      expect(log).toHaveTextContent('07:30 – 10:30 h');
      expect(log).not.toHaveTextContent('The buffet is open from 7:30 to 10:30 am.');
      // What leaves the device is the answer's page, quotes and kinds of facts — not the question.
      const sent = sentBody(fetchMock, '/api/chatbot/testhof/rephrasings');
      expect(JSON.parse(sent)).toEqual({
        lang: 'en',
        key: 'directory:dir-breakfast',
        quotes: ['The buffet is open from 7:30 to 10:30 am.'],
        facts: ['hours'],
      });
      expect(sent).not.toContain('morning');
    });

    it('waits for the settings when the guest asks before they arrived', async () => {
      const model = chatModel();
      consentGiven(model);
      const fetchMock = mockFetch({
        '/api/chatbot/testhof': { rephrasing: true },
        '/api/chatbot/testhof/rephrasings': { text: REWORDED },
      });
      const answer = fetchMock.getMockImplementation()!;
      let release = () => {};
      const settingsHeld = new Promise<void>((resolve) => (release = resolve));
      fetchMock.mockImplementation(async (input) => {
        if (String(input).endsWith('/api/chatbot/testhof')) await settingsHeld;
        return answer(input);
      });
      renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
      await ask('When is breakfast?');
      release();
      const log = screen.getByRole('log');
      expect(await within(log).findByText(REWORDED)).toBeVisible();
      expect(within(log).queryByText('The buffet is open from 7:30 to 10:30 am.')).toBeNull();
    });

    it('shows its own answer when the rewording fails', async () => {
      const model = chatModel();
      consentGiven(model);
      const fetchMock = mockFetch({
        '/api/chatbot/testhof': { rephrasing: true },
        '/api/chatbot/testhof/rephrasings': { status: 502 },
      });
      renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
      await waitFor(() => expect(fetchedUrls(fetchMock)).toContain('/api/chatbot/testhof'));
      await ask('When is breakfast?');
      const log = screen.getByRole('log');
      expect(
        await within(log).findByText('The buffet is open from 7:30 to 10:30 am.'),
      ).toBeVisible();
      expect(fetchedUrls(fetchMock)).toContain('/api/chatbot/testhof/rephrasings');
      expect(within(log).queryByText(/^Worded by AI/)).toBeNull();
    });

    it('sends nothing when the server does not reword', async () => {
      const model = chatModel();
      consentGiven(model);
      const fetchMock = mockFetch({ '/api/chatbot/testhof': { rephrasing: false } });
      renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
      await waitFor(() => expect(fetchedUrls(fetchMock)).toContain('/api/chatbot/testhof'));
      await ask('When is breakfast?');
      expect(
        await within(screen.getByRole('log')).findByText(
          'The buffet is open from 7:30 to 10:30 am.',
        ),
      ).toBeVisible();
      expect(fetchedUrls(fetchMock)).toEqual(['/api/chatbot/testhof']);
    });
  });

  it('spec §3 webchat: the start screen, pictures and colours of the model', async () => {
    const model = chatModel((m) => {
      m.chatbot = {
        ...m.chatbot,
        bot_profile_image_url: '/media/testhof/rosi.svg',
        start_screen: {
          title: 'Hello!',
          top_image_url: '/media/testhof/top.svg',
          autotranslate_hint: 'Ask in your language: answers are translated.',
          sections: [
            {
              title: 'At the hotel',
              questions: [{ title: 'Wi-Fi', question: 'What is the Wi-Fi?' }],
            },
          ],
        },
        // One readable colour and one too light for white text (left for the brand's).
        colors: { main: '#1f4d3a', bubble_user: '#ffe680' },
      };
    });
    consentGiven(model);
    mockFetch({});
    const user = userEvent.setup();
    const { container } = renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
    expect(screen.getByText('Ask in your language: answers are translated.')).toBeInTheDocument();
    const chat = container.querySelector('.chat') as HTMLElement;
    expect(chat.style.getPropertyValue('--chat-main')).toBe('#1f4d3a');
    expect(chat.style.getPropertyValue('--chat-bubble-user')).toBe('');
    expect(container.querySelector('.chat__avatar')).toHaveAttribute(
      'src',
      '/media/testhof/rosi.svg',
    );
    expect(container.querySelector('.chat__start-image')).toHaveAttribute(
      'src',
      '/media/testhof/top.svg',
    );
    const section = screen.getByRole('group', { name: 'At the hotel' });
    await user.click(within(section).getByRole('button', { name: 'Wi-Fi' }));
    await vi.waitFor(() => expect(screen.getByRole('log')).toHaveTextContent('What is the Wi-Fi?'));
  });

  it('takes the words of a search that found nothing into the field, for the guest to send', () => {
    const model = chatModel();
    consentGiven(model);
    renderWithApp(<ChatbotPage />, { model, route: '/chatbot?ask=bus%20to%20the%20lake' });
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('bus to the lake');
    // Nothing is asked before the guest sends it.
    expect(screen.queryByRole('log')).not.toHaveTextContent('bus to the lake');
  });

  it('inline, takes the window height minus 68 after 300 ms', () => {
    vi.useFakeTimers();
    const model = chatModel();
    consentGiven(model);
    const { container } = renderWithApp(<ChatbotPage />, { model, route: '/chatbot' });
    const page = container.querySelector('.chatbot-page') as HTMLElement;
    act(() => vi.advanceTimersByTime(299));
    expect(page.style.getPropertyValue('--chat-height')).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(page.style.getPropertyValue('--chat-height')).toBe(`${window.innerHeight - 68}px`);
    expect(page).toHaveClass('chatbot-page--sized');
  });
});
