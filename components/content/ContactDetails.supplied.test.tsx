/**
 * @jest-environment jsdom
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import ContactDetails from './ContactDetails';

// The office's details, as a content fixture: what content/school.yaml gives once they are supplied.
jest.mock('@/lib/content/office', () => ({
  ...jest.requireActual('@/lib/content/office'),
  readOfficeFacts: () => ({
    phone: '+91 22 1234 5678',
    email: 'office@school.example',
    address: { street: '1 School Road', locality: 'Mumbai', region: 'Maharashtra', postalCode: '400001' },
    social: [{ label: 'Instagram', href: 'https://www.instagram.com/school.example' }],
    parentPortal: null,
    erpPortal: null,
  }),
}));

test("with the office's details: the phone dials, the e-mail writes, the address shows, and the map loads only when asked", () => {
  // Before scripts run, "Show map" is a link to the place in a new tab.
  expect(renderToString(<ContactDetails />)).toMatch(/<a class="button" href="https:\/\/www\.google\.com\/maps\/search\/[^"]*1%20School%20Road[^"]*" target="_blank"/);
  render(<ContactDetails />);
  const details = screen.getByRole('region', { name: 'Contact details' });
  expect(within(details).getByRole('link', { name: '+91 22 1234 5678' })).toHaveAttribute('href', 'tel:+912212345678');
  expect(within(details).getByRole('link', { name: 'office@school.example' })).toHaveAttribute('href', 'mailto:office@school.example');
  expect(details).toHaveTextContent('1 School Road, Mumbai, Maharashtra 400001');
  expect(within(details).getByRole('link', { name: /^Instagram/ })).toHaveAttribute('target', '_blank');
  expect(details.querySelectorAll('[data-pending]')).toHaveLength(0);
  expect(details.querySelector('iframe')).toBeNull();
  fireEvent.click(within(details).getByRole('button', { name: 'Show map' }));
  expect(details.querySelector('iframe')).toHaveAttribute('src', expect.stringMatching(/google\.com\/maps\?q=.*output=embed/));
});
