import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@/lib/forms/fields';
import { IDLE_FORM_STATE } from '@/lib/forms/formState';
import EnquiryForm from './EnquiryForm';

const noServerPost = async () => IDLE_FORM_STATE;

// The server HTML of the form, typed into, then hydrated: what a visitor on a slow line does (the page's
// scripts start after its first paint). react-hook-form keeps a field edited before it registered it.
describe('EnquiryForm before hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('keeps what was typed before its script took over, and sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EnquiryForm action={noServerPost} permalink="/contact-us" />);
    document.body.append(container);
    const name = container.querySelector<HTMLInputElement>('input[name="name"]')!;
    const classSelect = container.querySelector<HTMLSelectElement>('select[name="class"]')!;
    name.value = 'Asha Rao';
    classSelect.value = [...classSelect.options].at(-1)!.value;

    await act(async () => {
      root = hydrateRoot(container, <EnquiryForm action={noServerPost} permalink="/contact-us" />);
    });

    expect(name.value).toBe('Asha Rao');
    expect(classSelect.value).toBe([...classSelect.options].at(-1)!.value);
    // The text is the form's value too: submitting flags the empty email, not the typed name.
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(screen.getByText(MESSAGES.emailRequired)).toBeInTheDocument());
    expect(screen.queryByText(MESSAGES.nameRequired)).not.toBeInTheDocument();
  });
});
