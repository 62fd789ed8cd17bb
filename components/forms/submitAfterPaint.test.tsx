/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { submitAfterPaint } from './submitAfterPaint';

/** A submit, then the frame after it painted. */
async function submitAndPaint(form: HTMLElement) {
  fireEvent.submit(form);
  await act(async () => {
    jest.runAllTimers();
  });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('submitAfterPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('marks the form busy in the tap and checks it only after the next frame', async () => {
    const submit = jest.fn(async () => undefined);
    render(<form aria-label="Enquiry" onSubmit={submitAfterPaint(submit)} />);
    const form = screen.getByRole('form', { name: 'Enquiry' });

    const notCancelled = fireEvent.submit(form);
    expect(notCancelled).toBe(false);
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(submit).not.toHaveBeenCalled();

    await act(async () => {
      jest.runAllTimers();
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveAttribute('aria-busy');
  });

  it('drops a second submit while the first is under way, and takes the next one after it', async () => {
    const sending = deferred();
    const submit = jest.fn(() => sending.promise);
    render(<form aria-label="Enquiry" onSubmit={submitAfterPaint(submit)} />);
    const form = screen.getByRole('form', { name: 'Enquiry' });

    fireEvent.submit(form);
    await submitAndPaint(form);
    await submitAndPaint(form);
    expect(submit).toHaveBeenCalledTimes(1);

    await act(async () => {
      sending.resolve();
    });
    await submitAndPaint(form);
    expect(submit).toHaveBeenCalledTimes(2);
  });

  it('takes a submit again after one that failed', async () => {
    const submit = jest.fn().mockRejectedValueOnce(new Error('rules did not load')).mockResolvedValue(undefined);
    render(<form aria-label="Enquiry" onSubmit={submitAfterPaint(submit)} />);
    const form = screen.getByRole('form', { name: 'Enquiry' });

    await submitAndPaint(form);
    expect(form).not.toHaveAttribute('aria-busy');
    await submitAndPaint(form);
    expect(submit).toHaveBeenCalledTimes(2);
  });
});
