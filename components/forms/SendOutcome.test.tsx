/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import SendOutcome from './SendOutcome';

const sent = { kind: 'sent', message: 'Thank you for contacting us!', reference: 'KVNS-7F3K4Q', delivered: true } as const;

test('an enquiry or an application: the reference to keep, Copy and Print, and the way to withdraw with it', async () => {
  for (const form of ['enquiry', 'career'] as const) {
    const { unmount } = render(<SendOutcome outcome={sent} form={form} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your reference is KVNS-7F3K4Q.');
    expect(screen.getByRole('link', { name: 'Withdraw consent' })).toHaveAttribute('href', '/withdraw-consent');
    expect(screen.getByRole('button', { name: 'Copy the reference' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print this page' })).toBeInTheDocument();
    unmount();
  }
});

test('Copy puts the reference on the clipboard and says so; Print opens the browser\'s printing', async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
  render(<SendOutcome outcome={sent} form="enquiry" />);
  await user.click(screen.getByRole('button', { name: 'Copy the reference' }));
  expect(writeText).toHaveBeenCalledWith('KVNS-7F3K4Q');
  expect(await navigator.clipboard.readText()).toBe('KVNS-7F3K4Q');
  expect(screen.getByRole('status')).toHaveTextContent('Copied.');
  await user.click(screen.getByRole('button', { name: 'Print this page' }));
  expect(print).toHaveBeenCalledTimes(1);
});

test('before scripts run (the page a scriptless post comes back to) the buttons are not there, the reference and the way to withdraw are', () => {
  const html = renderToString(<SendOutcome outcome={sent} form="career" />);
  expect(html).toContain('Your reference is KVNS-7F3K4Q.');
  expect(html).toContain('href="/withdraw-consent"');
  expect(html).not.toContain('<button');
});

test('a withdrawal or a problem report has no form to withdraw', () => {
  for (const form of ['withdrawal', 'problem'] as const) {
    const { unmount } = render(<SendOutcome outcome={sent} form={form} />);
    expect(screen.queryByRole('link', { name: 'Withdraw consent' })).toBeNull();
    unmount();
  }
});

test("the thank-you says when the school answers once the office has said, and promises no time until then", () => {
  const { unmount } = render(<SendOutcome outcome={sent} form="enquiry" answeredWithin="two working days" />);
  expect(screen.getByRole('status')).toHaveTextContent('The school answers within two working days.');
  unmount();
  render(<SendOutcome outcome={sent} form="enquiry" />);
  expect(screen.getByRole('status')).not.toHaveTextContent(/answers within/);
});
