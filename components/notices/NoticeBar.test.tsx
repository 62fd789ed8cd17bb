/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { hideDismissedNotices } from './dismissedNotices';
import type { SchoolNotification } from '@/lib/provider/types';
import { noticeAnchor } from '@/lib/site/notices';
import NoticeBar from './NoticeBar';

const notice = (id: string, title: string, extra: Partial<SchoolNotification> = {}): SchoolNotification => ({ id, title, descriptionHtml: `<p>About ${title}.</p>`, url: null, images: [], attachments: [], ...extra });

/** Whether the page's styles hide the element, as the head script's rules say. */
const hidden = (element: Element) => window.getComputedStyle(element).display === 'none';

afterEach(() => {
  localStorage.clear();
  document.getElementById('kvns-dismissed-notices')?.remove();
});

test('no notices, no line', () => {
  const { container } = render(<NoticeBar notifications={[]} />);
  expect(container).toBeEmptyDOMElement();
});

test('each notice is a line whose title opens its words and link, each anchored for the search', () => {
  render(<NoticeBar notifications={[notice('t1', 'School closed on Monday', { url: 'https://example.org/rain' }), notice('t2', 'Sports day moved')]} />);
  const bar = screen.getByRole('complementary', { name: 'Notices from the school' });
  const lines = bar.querySelectorAll('details');
  expect(lines).toHaveLength(2);
  expect(within(bar).getByText('School closed on Monday').closest('summary')).not.toBeNull();
  expect(document.getElementById(noticeAnchor('t1'))).toHaveTextContent('About School closed on Monday.');
  expect(within(bar).getByRole('link', { name: /Read more/ })).toHaveAttribute('href', 'https://example.org/rain');
  expect(within(bar).getByRole('button', { name: 'Dismiss the notice: School closed on Monday' })).toBeInTheDocument();
});

test('a dismissed notice is hidden in this browser, on this page and the next, and the others stay', () => {
  const notices = [notice('t1', 'School closed on Monday'), notice('t2', 'Sports day moved')];
  const { unmount } = render(<NoticeBar notifications={notices} />);
  fireEvent.click(screen.getByRole('button', { name: 'Dismiss the notice: School closed on Monday' }));
  expect(hidden(document.querySelector('[data-notice-id="t1"]')!)).toBe(true);
  expect(hidden(document.querySelector('[data-notice-id="t2"]')!)).toBe(false);
  unmount();
  // The next page: its head script reads what was dismissed before the notices are drawn.
  document.getElementById('kvns-dismissed-notices')?.remove();
  hideDismissedNotices();
  render(<NoticeBar notifications={notices} />);
  expect(hidden(document.querySelector('[data-notice-id="t1"]')!)).toBe(true);
  expect(hidden(document.querySelector('[data-notice-id="t2"]')!)).toBe(false);
});

test('an id that cannot be kept as it is gets no Dismiss button, and what the browser keeps is never read as a rule', () => {
  render(<NoticeBar notifications={[notice('a"b', 'Odd id')]} />);
  expect(screen.queryByRole('button', { name: /Dismiss/ })).toBeNull();
  localStorage.setItem('kvns-dismissed-notices', '"]{} body{display:none} t3');
  hideDismissedNotices();
  expect(document.getElementById('kvns-dismissed-notices')!.textContent).toBe('[data-notice-id="t3"]{display:none}');
});
