import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './error-summary.tsx';

describe('the form kit error summary (spec §5: errors listed in red)', () => {
  it('renders nothing without problems', () => {
    const { container } = render(<ErrorSummary title="Please check your entries:" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('announces every problem under its title; an entry takes the guest to its field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="name">Name</label>
        <input id="name" aria-describedby="name-error" />
        <ErrorSummary
          title="Please check your entries:"
          items={[{ targetId: 'name', id: 'name-error', text: 'Please enter your name.' }]}
        />
      </>,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please check your entries:');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Please enter your name.',
    );
    await user.click(within(summary).getByRole('button', { name: 'Please enter your name.' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });
});
