/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
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

/** The <details> of a group, found by its summary's text. */
function group(nav: HTMLElement, label: string): HTMLDetailsElement {
  const summary = [...nav.querySelectorAll('summary')].find((element) => element.textContent === label);
  if (!summary) throw new Error(`no group ${label}`);
  return summary.parentElement as HTMLDetailsElement;
}

test('Menu is the invoker of the list, a popover, so the browser opens and closes it without scripts', () => {
  const nav = renderNav();
  const toggle = within(nav).getByRole('button', { name: 'Menu' });
  const list = document.getElementById(toggle.getAttribute('popovertarget')!);
  expect(list).not.toBeNull();
  expect(list).toHaveAttribute('popover', 'auto');
  expect(nav.querySelectorAll('details[name]')).toHaveLength(MAIN_NAVIGATION.filter((entry) => 'children' in entry).length);
  // Every group is of one exclusive set: the browser keeps one open.
  expect(new Set([...nav.querySelectorAll('details')].map((details) => details.getAttribute('name'))).size).toBe(1);
});

test('Escape closes the open group, puts focus back on its summary, and keeps the menu open', () => {
  const nav = renderNav();
  const aboutUs = group(nav, 'About Us');
  aboutUs.open = true;
  const link = within(aboutUs).getByRole('link', { name: 'EPTA' });
  link.focus();
  const notCancelled = fireEvent.keyDown(link, { key: 'Escape' });
  expect(aboutUs.open).toBe(false);
  expect(aboutUs.querySelector('summary')).toHaveFocus();
  // Cancelled, so the browser does not also close the popover around the group.
  expect(notCancelled).toBe(false);
});

test('Escape with no group open is left to the browser, which closes the menu', () => {
  const nav = renderNav();
  const home = within(nav).getByRole('link', { name: 'Home' });
  expect(fireEvent.keyDown(home, { key: 'Escape' })).toBe(true);
});

test('a click outside closes an open group', async () => {
  const user = userEvent.setup();
  const nav = renderNav();
  const gallery = group(nav, 'Gallery');
  gallery.open = true;
  await user.click(document.body);
  expect(gallery.open).toBe(false);
});

test('without popovers (Safari before 17), a tap outside closes the open list as a popover would', async () => {
  expect('popover' in HTMLElement.prototype).toBe(false);
  const user = userEvent.setup();
  const nav = renderNav();
  const toggle = within(nav).getByRole('button', { name: 'Menu' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(nav).getByText('Gallery'));
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(document.body);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('focus leaving a group closes it; moving inside it does not', () => {
  const nav = renderNav();
  const aboutUs = group(nav, 'About Us');
  aboutUs.open = true;
  const [first, second] = within(aboutUs).getAllByRole('link');
  fireEvent.blur(first!, { relatedTarget: second });
  expect(aboutUs.open).toBe(true);
  fireEvent.blur(second!, { relatedTarget: within(nav).getByRole('link', { name: 'Activity' }) });
  expect(aboutUs.open).toBe(false);
});

test("focus moving to another group's summary leaves the first open until the second opens (nothing shifts under a tap)", () => {
  const nav = renderNav();
  const aboutUs = group(nav, 'About Us');
  const gallery = group(nav, 'Gallery');
  aboutUs.open = true;
  fireEvent.blur(aboutUs.querySelector('summary')!, { relatedTarget: gallery.querySelector('summary') });
  expect(aboutUs.open).toBe(true);
});

test('the current page and its group are marked', () => {
  const nav = renderNav('/our-staff');
  expect(within(nav).getByRole('link', { name: 'Our Staff', hidden: true })).toHaveAttribute('aria-current', 'page');
  expect(group(nav, 'About Us').querySelector('summary')).toHaveAttribute('data-active', 'true');
  expect(group(nav, 'Gallery').querySelector('summary')).toHaveAttribute('data-active', 'false');
  expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('ICSE Result opens the result page in the same tab: the office\'s PDF is linked from there once supplied', () => {
  const nav = renderNav();
  const link = within(nav).getByRole('link', { name: 'ICSE Result', hidden: true });
  expect(link).toHaveAttribute('href', '/result');
  expect(link).not.toHaveAttribute('target');
});
