/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEXT_STEPS, QUEUED_NOTE } from '@/lib/forms/messages';
import { DATE_IS_RIGHT, MESSAGES } from '@/lib/forms/fields';
import { IDLE_FORM_STATE } from '@/lib/forms/formState';
import { hydrateAfter, unmountHydrated } from '@/test/hydrate';
import EnquiryForm from './EnquiryForm';

const noServerPost = async () => IDLE_FORM_STATE;

// The server HTML of the form, typed into, then hydrated: what a visitor on a slow line does (the page's
// scripts start after its first paint). react-hook-form keeps a field edited before it registered it.
describe('EnquiryForm before hydration', () => {
  afterEach(unmountHydrated);

  it('keeps what was typed before its script took over, and sends it', async () => {
    let name!: HTMLInputElement;
    let classSelect!: HTMLSelectElement;
    const container = await hydrateAfter(<EnquiryForm action={noServerPost} permalink="/contact-us" notice={<p>The short privacy notice.</p>} usualAges={null} answeredWithin={null} />, (page) => {
      name = page.querySelector<HTMLInputElement>('input[name="name"]')!;
      classSelect = page.querySelector<HTMLSelectElement>('select[name="class"]')!;
      name.value = 'Asha Rao';
      classSelect.value = [...classSelect.options].at(-1)!.value;
    });

    expect(name.value).toBe('Asha Rao');
    expect(classSelect.value).toBe([...classSelect.options].at(-1)!.value);
    // The text is the form's value too: submitting flags the empty email, not the typed name.
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument());
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
  });
});

describe('EnquiryForm with scripts', () => {
  afterEach(() => jest.restoreAllMocks());

  it('thanks the parent with the reference, and says the form is saved while the system does not answer', async () => {
    const answer = { ok: true, message: 'Thank you for contacting us!', reference: 'KVNS-7F3K4Q', delivered: false };
    const fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => answer }));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<EnquiryForm action={noServerPost} permalink="/contact-us" notice={<p>The short privacy notice.</p>} usualAges={null} answeredWithin={null} />);
    const user = userEvent.setup();
    const values: [RegExp, string][] = [
      [/^Name/, 'Asha Rao'],
      [/^Email/, 'asha@example.in'],
      [/^Phone/, '9876543210'],
      [/^Date of Birth/, '2023-04-12'],
      [/^Present School/, 'Little Stars'],
      [/^Subject/, 'Admission'],
      [/^Message/, 'Please call.'],
    ];
    for (const [label, value] of values) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByLabelText('Female'));
    await user.click(screen.getByLabelText(/^I am the child's parent or lawful guardian/));
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Thank you for contacting us!'));
    expect(status).toHaveTextContent('Your reference is KVNS-7F3K4Q.');
    expect(status).toHaveTextContent(QUEUED_NOTE);
    // What the office does next.
    expect(status).toHaveTextContent(NEXT_STEPS.enquiry);
    expect(fetchMock).toHaveBeenCalledWith('/api/enquiry', expect.objectContaining({ method: 'POST' }));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });
});

describe('EnquiryForm sent empty', () => {
  it('answers the tap first: the form is busy at once, its messages follow the next frame', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<EnquiryForm action={noServerPost} permalink="/contact-us" notice={<p>The short privacy notice.</p>} usualAges={null} answeredWithin={null} />);
    const form = screen.getByRole('form', { name: 'Admission enquiry' });

    fireEvent.submit(form);
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();

    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(form).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('EnquiryForm: a message follows the field it depends on', () => {
  it('a date of birth unusual for the class chosen is not asked about while the school gives no usual ages', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<EnquiryForm action={noServerPost} permalink="/contact-us" notice={<p>The short privacy notice.</p>} usualAges={null} answeredWithin={null} />);
    const user = userEvent.setup();
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - 3);
    fireEvent.change(screen.getByLabelText(/^Date of Birth/), { target: { value: born.toISOString().slice(0, 10) } });
    await user.selectOptions(screen.getByLabelText(/^Class/), 'Class 8');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.dateOfBirthInvalid)).toBeNull();
    expect(screen.queryByText(MESSAGES.dateOfBirthFuture)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with usual ages given, asks "Is the year right?" about a date outside them, and takes the date once the parent confirms it', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
    // Ages of the test's own, for Playgroup only.
    render(<EnquiryForm action={noServerPost} permalink="/contact-us" notice={<p>The short privacy notice.</p>} usualAges={[{ class: 'Playgroup', youngest: 1, oldest: 4 }]} answeredWithin={null} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText(DATE_IS_RIGHT)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Date of Birth/), { target: { value: `${new Date().getUTCFullYear() - 9}-01-01` } });
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const question = await screen.findByText(/^Is the year right\? This date makes the child (8|9) years old; the school gives 1 to 4 years for Playgroup\./);
    const confirm = screen.getByLabelText(DATE_IS_RIGHT);
    expect(confirm).toHaveAttribute('aria-describedby', question.id);
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByText(/^Is the year right\?/)).toBeNull());
    // Still offered, ticked, so the answer can be taken back.
    expect(screen.getByLabelText(DATE_IS_RIGHT)).toBeChecked();
    // Another class, with no ages given, is not asked about.
    await user.click(screen.getByLabelText(DATE_IS_RIGHT));
    await user.selectOptions(screen.getByLabelText(/^Class/), 'Class 3');
    await user.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText(MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.queryByText(/^Is the year right\?/)).toBeNull();
  });

  it('offers dates of birth from a hundred years ago to today, none in the future', () => {
    render(<EnquiryForm action={noServerPost} permalink="/contact-us" notice={<p>The short privacy notice.</p>} usualAges={null} answeredWithin={null} />);
    const date = screen.getByLabelText(/^Date of Birth/);
    expect(date).toHaveAttribute('max', new Date().toISOString().slice(0, 10));
    expect(date.getAttribute('min')! < date.getAttribute('max')!).toBe(true);
  });
});
