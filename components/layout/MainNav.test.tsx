import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIN_NAVIGATION } from '@/lib/content/navigation';
import MainNav from './MainNav';

let mockPathname = '/landing';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function renderNav(pathname = '/landing') {
  mockPathname = pathname;
  render(<MainNav entries={MAIN_NAVIGATION} />);
  return screen.getByRole('navigation', { name: 'Main' });
}

test('the Menu toggle tells its state and opens the list', async () => {
  const user = userEvent.setup();
  const nav = renderNav();
  const toggle = within(nav).getByRole('button', { name: 'Menu' });
  const list = document.getElementById(toggle.getAttribute('aria-controls')!);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(list).toHaveAttribute('data-open', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveAttribute('data-open', 'true');
});

test('choosing a link closes the menu and the open group', async () => {
  const user = userEvent.setup();
  const nav = renderNav();
  const toggle = within(nav).getByRole('button', { name: 'Menu' });
  await user.click(toggle);
  const gallery = within(nav).getByRole('button', { name: 'Gallery' });
  await user.click(gallery);
  expect(gallery).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(nav).getByRole('link', { name: 'Newsletter' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(gallery).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the open group first, then the menu, returning focus each time', async () => {
  const user = userEvent.setup();
  const nav = renderNav();
  const toggle = within(nav).getByRole('button', { name: 'Menu' });
  await user.click(toggle);
  const aboutUs = within(nav).getByRole('button', { name: 'About Us' });
  await user.click(aboutUs);
  within(nav).getByRole('link', { name: 'EPTA' }).focus();
  await user.keyboard('{Escape}');
  expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
  expect(aboutUs).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('only one group is open at a time, and a second click closes it', async () => {
  const user = userEvent.setup();
  const nav = renderNav();
  const aboutUs = within(nav).getByRole('button', { name: 'About Us' });
  const academics = within(nav).getByRole('button', { name: 'Academics' });
  await user.click(aboutUs);
  await user.click(academics);
  expect(aboutUs).toHaveAttribute('aria-expanded', 'false');
  expect(academics).toHaveAttribute('aria-expanded', 'true');
  await user.click(academics);
  expect(academics).toHaveAttribute('aria-expanded', 'false');
});

test('a click outside closes an open group', async () => {
  const user = userEvent.setup();
  const nav = renderNav();
  const gallery = within(nav).getByRole('button', { name: 'Gallery' });
  await user.click(gallery);
  await user.click(document.body);
  expect(gallery).toHaveAttribute('aria-expanded', 'false');
});

test('the current page and its group are marked', () => {
  const nav = renderNav('/our-staff');
  expect(within(nav).getByRole('link', { name: 'Our Staff', hidden: true })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('button', { name: 'About Us' })).toHaveAttribute('data-active', 'true');
  expect(within(nav).getByRole('button', { name: 'Gallery' })).toHaveAttribute('data-active', 'false');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('the ICSE Result PDF opens in a new tab and says so', () => {
  const nav = renderNav();
  const link = within(nav).getByRole('link', { name: /ICSE Result/, hidden: true });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(link).toHaveTextContent('ICSE Result (opens in a new tab)');
});
