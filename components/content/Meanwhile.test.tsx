/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';

// The office has given its phone and e-mail: a pending line offers them before the form.
jest.mock('@/lib/content/office', () => {
  const actual = jest.requireActual('@/lib/content/office');
  return { ...actual, readOfficeFacts: () => ({ ...actual.readOfficeFacts(), phone: '+91 22 2345 6789', email: 'office@school.example.in' }) };
});

test('once the office has given them, a pending line offers its phone and e-mail, and the enquiry form', () => {
  // Required after the mock, as the site reads the office's facts once.
  const { default: Pending } = jest.requireActual('./Pending') as typeof import('./Pending');
  render(<Pending what="the bus routes" meanwhile />);
  expect(screen.getByRole('link', { name: '+91 22 2345 6789' })).toHaveAttribute('href', 'tel:+912223456789');
  expect(screen.getByRole('link', { name: 'office@school.example.in' })).toHaveAttribute('href', 'mailto:office@school.example.in');
  expect(screen.getByRole('link', { name: 'admission enquiry form' })).toHaveAttribute('href', '/contact-us#enquiry-title');
  expect(screen.getByText(/^The school office will publish the bus routes here\./)).toHaveTextContent('Meanwhile, please call +91 22 2345 6789, e-mail office@school.example.in, or write to the school with the admission enquiry form.');
});
