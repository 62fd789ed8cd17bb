/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { ALL_TIME, PAGE_SIZE } from '@/lib/listings/filters';
import DatedListing from './DatedListing';

const items = Array.from({ length: 14 }, (_, index) => ({ id: `n${index + 1}`, title: `News ${index + 1}`, date: `2025-03-${String(28 - index).padStart(2, '0')}` }));

test('Load More draws no item again: each row is drawn once, when it first appears', () => {
  const renderItem = jest.fn((item: (typeof items)[number]) => <h2>{item.title}</h2>);
  render(<DatedListing items={items} filters={{ year: true }} defaults={ALL_TIME} noun="news" empty="No news" renderItem={renderItem} />);
  expect(renderItem).toHaveBeenCalledTimes(items.length);
  fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
  expect(document.querySelectorAll('li:not([data-page-rest])')).toHaveLength(2 * PAGE_SIZE);
  expect(renderItem).toHaveBeenCalledTimes(items.length);
});
