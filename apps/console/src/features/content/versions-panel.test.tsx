// The published versions of a language: who published when, a version's
// changes against the published model, and rollback (the old content is
// published again as the next version).
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffApi, renderScreen } from '../../test/staff-screen.tsx';
import { VersionsPanel } from './versions-panel.tsx';

const BASE = '/api/staff/alpenrose/content/de/versions';
const current = { name: 'Hotel Alpenrose', welcome: { greeting: 'Grüß Gott!' } };

afterEach(() => vi.unstubAllGlobals());

function renderPanel() {
  const calls = fakeStaffApi({
    [`GET ${BASE}`]: {
      versions: [
        { version: 3, publishedBy: 'Anna Huber', publishedAt: '2026-11-27T09:00:00.000Z' },
        { version: 2, publishedBy: 'Max Gruber', publishedAt: '2026-11-20T09:00:00.000Z' },
      ],
    },
    [`GET ${BASE}/2`]: {
      lang: 'de',
      version: 2,
      model: { name: 'Hotel Alpenrose', welcome: { greeting: 'Willkommen!' } },
    },
    [`POST ${BASE}/2/rollback`]: { version: 4 },
  });
  renderScreen(<VersionsPanel lang="de" current={current} currentVersion={3} />);
  return calls;
}

describe('the versions of a model', () => {
  it('lists who published when; the published version offers no rollback of itself', async () => {
    renderPanel();
    const list = await screen.findByRole('list');
    const [v3, v2] = within(list).getAllByRole('listitem');
    expect(v3).toHaveTextContent(/v3\s+Anna Huber/);
    expect(within(v3!).queryByRole('button')).toBeNull();
    expect(v2).toHaveTextContent(/v2\s+Max Gruber/);
  });

  it("shows a version's changes against the published model", async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Show changes of version 2' }));
    const row = await screen.findByRole('row', { name: /welcome\.greeting/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['"Willkommen!"', '"Grüß Gott!"']);
    // Only what differs: the unchanged name is not listed.
    expect(screen.queryByRole('row', { name: /^name/ })).toBeNull();
  });

  it('publishes an old version again as the next one, after asking, and says so', async () => {
    const calls = renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish version 2 again' }));
    // It cannot be undone: the console asks first and says what will happen.
    const question = screen.getByRole('group', { name: 'Publish version 2 again' });
    expect(question).toHaveFocus();
    expect(question).toHaveTextContent(
      'Every guest gets version 2 with the app’s next model refresh; the current version stays in the history.',
    );
    fireEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(screen.getByRole('button', { name: 'Publish version 2 again' })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Publish version 2 again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, publish version 2 again' }));
    expect(
      await screen.findByText('Version 2 is published again as version 4.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `${BASE}/2/rollback`,
    ]);
  });
});
