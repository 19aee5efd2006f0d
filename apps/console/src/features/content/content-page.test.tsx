// The content page publishes an edited form as a new version on top of the
// version it was read from; when someone else published meanwhile, nothing is
// overwritten: staff are told and reload the newer version.
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { ContentPage } from './content-page.tsx';

const CONTENT = 'GET /api/staff/alpenrose/content/de';
const PUBLISH = 'PUT /api/staff/alpenrose/content/de';

const modelWith = (greeting: string) => ({
  name: 'Hotel Alpenrose',
  welcome: { top: { greeting, welcome_image: '/media/x.svg' }, popups: { custom: [] } },
  branding: { color_scheme: '#1f2d41' },
  discover: { properties: {}, topics: [] },
});

afterEach(() => vi.unstubAllGlobals());

async function editGreeting(text: string) {
  const greeting = await screen.findByRole('textbox', { name: 'Greeting' });
  await userEvent.clear(greeting);
  await userEvent.type(greeting, text);
  // The welcome form's button comes first on the page.
  await userEvent.click(screen.getAllByRole('button', { name: 'Publish' })[0]!);
}

describe('the content page', () => {
  it('publishes the edited greeting on top of the version it was read from', async () => {
    let version = 7;
    const calls = fakeStaffApi({
      [CONTENT]: () => ({ lang: 'de', version, model: modelWith('Grüß Gott') }),
      'GET /api/staff/alpenrose/content/de/versions': { versions: [] },
      [PUBLISH]: () => ({
        version: (version = 8),
        shared: [
          { lang: 'en', version: 5 },
          { lang: 'it', version: 4 },
        ],
      }),
    });
    renderScreen(<ContentPage />);
    expect(await screen.findByText('Published version 7')).toBeInTheDocument();

    await editGreeting('Willkommen');

    const published = await screen.findByText(
      /^Version 8 is published. Guests get it with their next model refresh./,
    );
    // A form's values that are the same in every language went to the others too.
    expect(published).toHaveTextContent(
      'Pictures, colours, prices, positions and hours were updated in every language as well: English, Italiano.',
    );
    // The answer is where the button was: below the welcome form, not at the page's top.
    expect(published.closest('.content-section')).toContainElement(
      screen.getByRole('textbox', { name: 'Greeting' }),
    );
    const put = calls.find((c) => c.method === 'PUT')!.body as {
      baseVersion: number;
      model: ReturnType<typeof modelWith>;
      shareWithAllLanguages?: boolean;
    };
    expect(put.baseVersion).toBe(7);
    expect(put.shareWithAllLanguages).toBe(true);
    expect(put.model.welcome.top.greeting).toBe('Willkommen');
    // The rest of the model is sent as it was.
    expect(put.model.discover).toEqual({ properties: {}, topics: [] });
    expect(await screen.findByText('Published version 8')).toBeInTheDocument();
  });

  it('refuses to overwrite a newer version: says so and reloads it on request', async () => {
    let version = 7;
    fakeStaffApi({
      [CONTENT]: () => ({
        lang: 'de',
        version,
        model: modelWith(version === 7 ? 'Grüß Gott' : 'Servus'),
      }),
      'GET /api/staff/alpenrose/content/de/versions': { versions: [] },
      [PUBLISH]: () => {
        version = 9; // a colleague published version 9 meanwhile
        return Response.json(
          { error: 'Conflict', code: 'conflict', message: 'The model changed meanwhile.' },
          { status: 409 },
        );
      },
    });
    renderScreen(<ContentPage />);
    await screen.findByText('Published version 7');

    await editGreeting('Willkommen');

    expect(
      await screen.findByText(
        'Someone else published meanwhile. Reload to continue from the new version.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText('Published version 9')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Servus');
    expect(screen.queryByText(/Someone else published meanwhile/)).toBeNull();
  });

  it('has an address per section that brings it into view and to the keyboard', async () => {
    fakeStaffApi({
      [CONTENT]: () => ({ lang: 'de', version: 7, model: modelWith('Grüß Gott') }),
      'GET /api/staff/alpenrose/content/de/versions': { versions: [] },
    });
    renderScreen(
      <Routes>
        <Route path="/content/:section?" element={<ContentPage />} />
      </Routes>,
      { route: '/content/contact' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Content sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Welcome page', '/content/welcome'],
      ['Entries', '/content/entries'],
      ['Shop', '/content/shop'],
      ['Request forms', '/content/forms'],
      ['Contact', '/content/contact'],
      ['Chatbot', '/content/chatbot'],
      ['Quick replies', '/content/replies'],
      ['Guest journey', '/content/journey'],
      ['JSON (for experts)', '/content/expert'],
      ['Versions', '/content/versions'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('contact-form'));
    await userEvent.click(within(nav).getByRole('link', { name: 'JSON (for experts)' }));
    await vi.waitFor(() => expect(document.activeElement?.id).toBe('json-editor'));
  });

  it('keeps the typing when a colleague published first and publishes it on top, said in words', async () => {
    let version = 7;
    const theirs = { ...modelWith('Servus'), branding: { color_scheme: '#0b6e4f' } };
    const calls = fakeStaffApi({
      [CONTENT]: () => ({
        lang: 'de',
        version,
        model: version === 7 ? modelWith('Grüß Gott') : theirs,
      }),
      'GET /api/staff/alpenrose/content/de/versions': { versions: [] },
      [PUBLISH]: (body: unknown) => {
        const { baseVersion } = body as { baseVersion: number };
        if (baseVersion === 7) {
          version = 9; // a colleague published version 9 meanwhile
          return Response.json(
            { error: 'Conflict', code: 'conflict', message: 'The model changed meanwhile.' },
            { status: 409 },
          );
        }
        return { version: (version = 10) };
      },
    });
    renderScreen(<ContentPage />);
    await screen.findByText('Published version 7');
    await editGreeting('Willkommen');

    const panel = await screen.findByRole('group', {
      name: 'Someone else published meanwhile. Reload to continue from the new version.',
    });
    expect(panel).toHaveTextContent('Your typing is kept: nothing was lost.');
    expect(panel).toHaveTextContent('Changed by your colleague: Colours, Greeting (welcome page).');
    expect(panel).toHaveTextContent(
      'Greeting (welcome page) — theirs: “Servus”, yours: “Willkommen”',
    );
    // The form still holds what was typed.
    expect(screen.getByRole('textbox', { name: 'Greeting' })).toHaveValue('Willkommen');
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Publish mine on top of version 9' }),
    );
    expect(await screen.findByText('Published version 10')).toBeInTheDocument();
    const last = calls.filter((c) => c.method === 'PUT').at(-1)!.body as {
      baseVersion: number;
      model: ReturnType<typeof modelWith>;
    };
    expect(last.baseVersion).toBe(9);
    expect(last.model.welcome.top.greeting).toBe('Willkommen');
    // The colleague's colours stay.
    expect(last.model.branding).toEqual({ color_scheme: '#0b6e4f' });
  });
});
