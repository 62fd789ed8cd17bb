/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import ContactDetails from './ContactDetails';

// A fresh deployment: every contact item pending, whatever content/school.yaml holds today.
jest.mock('@/lib/content/office', () => {
  const actual = jest.requireActual('@/lib/content/office');
  return { ...actual, readOfficeFacts: () => ({ ...actual.readOfficeFacts(), phone: null, email: null, address: null, social: null, parentPortal: null, erpPortal: null }) };
});

test('with nothing supplied: no phone, e-mail, address, social link or map; one line says what the office will publish, and how to write meanwhile', () => {
  const { container } = render(<ContactDetails />);
  expect(container.querySelectorAll('a[href^="tel:"], a[href^="mailto:"], address, iframe')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  expect(container.querySelectorAll('[data-pending]')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'admission enquiry form' })).toHaveAttribute('href', '/contact-us#enquiry-title');
  expect(container).toHaveTextContent('Monday to Friday: 8:30 to 16:00');
});
