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
