import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderLayout, setupEnglish } from './test/render-with-app.tsx';

beforeAll(setupEnglish);

describe('cookie settings', () => {
  it('spec §2/§3: the footer link lists the cookie entries by category, with no switches yet', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });

    const essential = within(dialog).getByRole('region', { name: 'Essential' });
    expect(
      within(essential)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['AppRemembers your language.', 'Chatbot']);
    expect(within(dialog).getByRole('region', { name: 'Statistics' })).toHaveTextContent(
      'StaylyticsCounts page views.',
    );
    expect(within(dialog).getByRole('region', { name: 'Marketing' })).toHaveTextContent(
      'YouTubeShows videos.',
    );
    expect(dialog).toHaveTextContent('only essential storage');
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus();
  });
});
