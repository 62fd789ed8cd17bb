import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MAIN_NAVIGATION } from '@/lib/content/navigation';
import MainNav from './MainNav';
import { NAV_BUTTONS_BEFORE_HYDRATION } from './navBeforeHydration';

jest.mock('next/navigation', () => ({ usePathname: () => '/landing' }));

// The layout's inline script, installed once as the browser would run it.
beforeAll(() => new Function(NAV_BUTTONS_BEFORE_HYDRATION)());

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The server's HTML for the navigation, not yet hydrated. */
function serverNav() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MainNav entries={MAIN_NAVIGATION} />);
  document.body.append(container);
  const nav = within(container).getByRole('navigation', { name: 'Main' });
  const toggle = within(nav).getByRole('button', { name: 'Menu' });
  const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return { container, nav, toggle, list };
}

test('before hydration, Menu and a group open and close from the server HTML', () => {
  const { nav, toggle, list } = serverNav();
  toggle.click();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(list).toHaveAttribute('data-open', 'true');
  const gallery = within(nav).getByRole('button', { name: 'Gallery' });
  gallery.click();
  expect(gallery).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(gallery.getAttribute('aria-controls')!)).toHaveAttribute('data-open', 'true');
  toggle.click();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(list).toHaveAttribute('data-open', 'false');
});

test('before hydration, one group is open at a time, and a tap outside closes it', () => {
  const { nav, toggle } = serverNav();
  toggle.click();
  const [first, second] = within(nav).getAllByRole('button').filter((button) => button.hasAttribute('data-group'));
  first!.click();
  second!.click();
  expect(first).toHaveAttribute('aria-expanded', 'false');
  expect(second).toHaveAttribute('aria-expanded', 'true');
  // Inside the navigation a press changes nothing; outside, it closes the group and leaves the menu open.
  second!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  expect(second).toHaveAttribute('aria-expanded', 'true');
  document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  expect(second).toHaveAttribute('aria-expanded', 'false');
  expect(document.getElementById(second!.getAttribute('aria-controls')!)).toHaveAttribute('data-open', 'false');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('before hydration, Escape in the navigation closes the open group, then the menu, and focus goes back to the button', async () => {
  const user = userEvent.setup();
  const { nav, toggle, list } = serverNav();
  await user.click(toggle);
  const gallery = within(nav).getByRole('button', { name: 'Gallery' });
  await user.click(gallery);
  const firstPhoto = within(document.getElementById(gallery.getAttribute('aria-controls')!)!).getAllByRole('link')[0]!;
  firstPhoto.focus();
  await user.keyboard('{Escape}');
  expect(gallery).toHaveAttribute('aria-expanded', 'false');
  expect(gallery).toHaveFocus();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(list).toHaveAttribute('data-open', 'false');
  expect(toggle).toHaveFocus();
});

test('before hydration, Escape outside the navigation leaves the menu as it is', async () => {
  const user = userEvent.setup();
  const { toggle } = serverNav();
  await user.click(toggle);
  const outside = document.createElement('button');
  document.body.append(outside);
  outside.focus();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('leaves a button alone once React owns it', () => {
  const { toggle, list } = serverNav();
  Object.assign(toggle, { __reactProps$test: {} });
  toggle.click();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(list).toHaveAttribute('data-open', 'false');
});

test('React takes over the menu as the visitor left it before hydration', async () => {
  const user = userEvent.setup();
  const { container, nav, toggle, list } = serverNav();
  toggle.click();
  const gallery = within(nav).getByRole('button', { name: 'Gallery' });
  gallery.click();
  // React's development build reports the attributes the early script changed, and, as it says, leaves them.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container, <MainNav entries={MAIN_NAVIGATION} />);
  });
  expect(consoleError.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining("some attributes of the server rendered HTML didn't match")]);
  consoleError.mockRestore();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(gallery).toHaveAttribute('aria-expanded', 'true');
  // React's state is open: one click closes each, as it would have after a tap made after hydration.
  await user.click(gallery);
  expect(gallery).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(list).toHaveAttribute('data-open', 'false');
});
