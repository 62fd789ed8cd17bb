/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import HighlightsTicker from './HighlightsTicker';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** jsdom has no fetch Response: the part of one the ticker reads. */
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

/** A fresh SWR cache per test, so one test's answer is not another's. */
const fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

const HIGHLIGHT = { id: 'h1', text: 'Annual Day this month', fromDate: null, attachments: [] };

test('the server\'s highlights show at once, without a request', () => {
  render(<HighlightsTicker initial={[HIGHLIGHT]} />, { wrapper: fresh });
  expect(screen.getByRole('region', { name: 'Scrolling highlights' })).toHaveTextContent('Annual Day this month');
  expect(fetchMock).not.toHaveBeenCalled();
});

test('with none from the server: "Loading highlights...", then the highlights', async () => {
  fetchMock.mockResolvedValue(answer(200, { highlights: [HIGHLIGHT] }));
  render(<HighlightsTicker initial={[]} />, { wrapper: fresh });
  expect(screen.getByRole('status')).toHaveTextContent('Loading highlights...');
  expect(await screen.findByRole('region', { name: 'Scrolling highlights' })).toHaveTextContent('Annual Day this month');
  expect(fetchMock).toHaveBeenCalledWith('/api/highlights');
});

test('a failure shows "Error loading highlights: " and the reason', async () => {
  fetchMock.mockResolvedValue(answer(502, { error: 'the content service is not answering' }));
  render(<HighlightsTicker initial={[]} />, { wrapper: fresh });
  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading highlights: the content service is not answering');
});
