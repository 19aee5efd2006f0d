import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, setupEnglish } from '../../test/render-with-app.tsx';
import { mockFetch } from '../../test/fetch-mock.ts';
import { DRAWN_SIGNATURE, drawOn } from '../../test/fake-signature-pad.ts';
import { draftKey, type DraftScope } from './checkin-draft.ts';
import { CheckinForm } from './checkin-form.tsx';
import { formLayout, prefilledValues } from './form-model.ts';
import { formResponse } from '../../test/checkin-fixtures.ts';
import { apiRefusal } from '../../test/api-refusal.ts';

vi.mock('signature_pad', async () => import('../../test/fake-signature-pad.ts'));

const CHECKIN_URL = '/api/integrations/testhof/checkin';
const FAILED = 'Your data could not be sent successfully. Please try again later.';
const SIGN = 'Please sign the form with your finger / cursor.';
const scope: DraftScope = {
  projectId: 'testhof',
  userId: 'u1',
  reservationId: 'res-1001',
  roomStayId: null,
};

beforeAll(setupEnglish);
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderForm(onDone = vi.fn(), onCancel = vi.fn()) {
  const form = formResponse();
  const layout = formLayout(form);
  const initialValues = prefilledValues(layout, {
    profile: { firstName: 'Max', lastName: 'Muster' },
    stay: { doa: '2026-11-22T15:00', dod: '2026-11-25T10:00' },
  });
  const view = renderWithApp(
    <CheckinForm
      form={form}
      layout={layout}
      scope={scope}
      initialValues={initialValues}
      timeZone="Europe/Vienna"
      reasonContext={{ timeZone: 'Europe/Vienna', settings: undefined }}
      onDone={onDone}
      onCancel={onCancel}
    />,
  );
  return { ...view, onDone, onCancel };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillFirstPage(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Day' }), '15');
  // spec §5: the day moves on to the month after 2 digits, the month to the year.
  expect(screen.getByRole('textbox', { name: 'Month' })).toHaveFocus();
  await user.keyboard('06');
  expect(screen.getByRole('textbox', { name: 'Year' })).toHaveFocus();
  await user.keyboard('1985');
  await user.type(screen.getByRole('combobox', { name: /Nationality/ }), 'austr');
  await user.click(screen.getByRole('option', { name: 'Austria' }));
}

async function fillSecondPage(user: User) {
  const companion = screen.getByRole('group', { name: 'Accompanying person 1' });
  await user.type(within(companion).getByRole('textbox', { name: /First name/ }), 'Erika');
  await user.type(within(companion).getByRole('textbox', { name: /Last name/ }), 'Muster');
  act(() => drawOn(screen.getByRole('img', { name: 'Signature pad' })));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

function sentInputs(fetchMock: ReturnType<typeof mockFetch>) {
  const calls = fetchMock.mock.calls as unknown as [RequestInfo, RequestInit][];
  return calls
    .filter(([url]) => String(url) === CHECKIN_URL)
    .map(([, init]) => JSON.parse(String(init.body)) as { checkinInput: Record<string, unknown> })
    .map((body) => body.checkinInput);
}

describe('the check-in form (spec §3–§5, §8)', { timeout: 30_000 }, () => {
  it('checks a page before the next one: errors next to the fields and in a summary', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Step 1 of 2' })).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /First name/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      // Each problem names its field.
      'First name: Please enter the first name.',
      'Date of birth: Please enter a valid date of birth.',
      'Nationality: Please choose a country.',
    ]);
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please enter the first name.');
    expect(await screen.findByRole('heading', { name: 'Step 1 of 2' })).toBeInTheDocument();
  });

  it('next, previous, finish; signature required; sends countries upper-cased, then clears the draft', async () => {
    const fetchMock = mockFetch({
      [CHECKIN_URL]: {
        status: 'CHECKED_IN',
        checkin_id: 'c1',
        reservation_id: 'res-1001',
        room_stay_ids: ['stay-1'],
        registration_number: '2026/000001',
        checked_in_at: '2026-11-22T14:00:00.000Z',
      },
    });
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2' })).toBeInTheDocument();

    // Back and forth keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('combobox', { name: /Nationality/ })).toHaveValue('Austria');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    // spec §5: without a signature the form is not sent.
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      within(await screen.findByRole('alert')).getByText(`Your signature: ${SIGN}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature pad' })).toHaveAccessibleDescription(
      new RegExp(SIGN.replace(/[/.]/g, '\\$&')),
    );
    expect(
      screen.getByText('Please accept the privacy policy to send the form.', { selector: 'p' }),
    ).toBeInTheDocument();

    await fillSecondPage(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete your check-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Check in now' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    const [input] = sentInputs(fetchMock);
    expect(input).toMatchObject({
      type: 'reservation',
      reservation_id: 'res-1001',
      privacy_accepted: true,
      language: 'en',
      sections: [
        {
          type: 'ARRIVAL_DEPARTURE',
          fields: { date_of_arrival: '2026-11-22', date_of_departure: '2026-11-25' },
        },
        {
          type: 'MAIN_GUEST_PERSONAL_INFORMATION',
          fields: {
            first_name: 'Max',
            last_name: 'Muster',
            date_of_birth: '1985-06-15',
            nationality: 'AT',
          },
        },
        { type: 'MAIN_GUEST_CONTACT', fields: { email: null } },
        { type: 'ACCOMPANYING_PERSONS_DATA', fields: { first_name: 'Erika', last_name: 'Muster' } },
        { type: 'SIGNATURE', fields: { signature: DRAWN_SIGNATURE } },
      ],
    });
    expect(input?.idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    expect(sessionStorage.getItem(draftKey(scope))).toBeNull();
  });

  it('a failed send says so (spec §8), keeps the data and retries with the same key', async () => {
    const fetchMock = mockFetch({ [CHECKIN_URL]: { status: 503 } });
    const user = userEvent.setup();
    const { onDone } = renderForm();
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillSecondPage(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Check in now' }));

    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(draftKey(scope))).toContain('Erika');

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Check in now' }));
    await vi.waitFor(() => expect(sentInputs(fetchMock)).toHaveLength(2));
    const [first, second] = sentInputs(fetchMock);
    expect(second?.idempotency_key).toBe(first?.idempotency_key);
  });

  it("the server's 400 stands next to the field it names; an unnamed one gets the spec text", async () => {
    const fetchMock = mockFetch({});
    fetchMock.mockImplementationOnce(async () =>
      apiRefusal(
        400,
        'invalid_request',
        'body/checkinInput/sections/3/fields/last_name: Please enter the last name.',
        {
          issues: [
            {
              path: 'body/checkinInput/sections/3/fields/last_name',
              message: 'Please enter the last name.',
            },
          ],
        },
      ),
    );
    fetchMock.mockImplementationOnce(async () =>
      apiRefusal(400, 'invalid_request', 'body: too large'),
    );
    const user = userEvent.setup();
    renderForm();
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillSecondPage(user);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Check in now' }));

    const companion = screen.getByRole('group', { name: 'Accompanying person 1' });
    expect(
      await within(companion).findByText('Please enter the last name.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(FAILED)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(screen.getByRole('button', { name: 'Check in now' }));
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
  });

  it('what the guest typed survives a reload: same page, same values', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const first = renderForm();
    await fillFirstPage(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Eri');
    first.unmount();

    renderForm();
    expect(await screen.findByRole('heading', { name: 'Step 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Eri');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('1985');
  });

  it('the cancel dialog discards the entries (spec §4)', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const { onCancel } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'x');
    expect(sessionStorage.getItem(draftKey(scope))).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel check-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the check-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard entries' }));
    expect(onCancel).toHaveBeenCalled();
    expect(sessionStorage.getItem(draftKey(scope))).toBeNull();
  });
});
