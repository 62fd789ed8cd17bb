/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import ContactDetails from './ContactDetails';

// content/school.yaml as the repository holds it: every contact item pending (a fresh deployment).
test('with nothing supplied: no phone, e-mail, address, social link or map; one line says what the office will publish, and how to write meanwhile', () => {
  const { container } = render(<ContactDetails />);
  expect(container.querySelectorAll('a[href^="tel:"], a[href^="mailto:"], address, iframe')).toHaveLength(0);
  expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  expect(container.querySelectorAll('[data-pending]')).toHaveLength(2);
  expect(screen.getByRole('link', { name: 'admission enquiry form' })).toHaveAttribute('href', '/contact-us#enquiry-title');
  expect(container).toHaveTextContent('Monday to Friday: 8:30 to 16:00');
});
