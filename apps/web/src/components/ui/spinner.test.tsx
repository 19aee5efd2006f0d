import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import { Spinner } from './spinner.tsx';

afterAll(() => initI18n('en'));

describe('Spinner', () => {
  it('spec §2: has the hidden label "Laden..." in German', async () => {
    await initI18n('de');
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Laden...');
    expect(screen.getByText('Laden...')).toHaveClass('visually-hidden');
  });

  it('reads "Loading..." in English', async () => {
    await initI18n('en');
    render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });
});
