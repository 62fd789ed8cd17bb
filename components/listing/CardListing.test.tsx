/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import type { CardData } from '@/lib/listings/cards';
import { ALL_TIME, PAGE_SIZE } from '@/lib/listings/filters';
import CardListing from './CardListing';

const cards: CardData[] = Array.from({ length: 14 }, (_, index) => ({
  id: `album-${index + 1}`,
  title: `Album ${index + 1}`,
  description: '',
  date: `2025-01-${String(28 - index).padStart(2, '0')}`,
  cover: null,
  action: null,
}));

const items = () => Array.from(document.querySelectorAll('ul > li'));
const shown = () => items().filter((item) => !item.hasAttribute('data-page-rest'));

describe('CardListing', () => {
  it('holds every card, newest first, and shows a page of them', () => {
    render(<CardListing cards={cards} filters={{ year: true }} defaults={ALL_TIME} noun="albums" />);
    expect(items()).toHaveLength(14);
    expect(shown().map((item) => item.textContent)).toEqual(cards.slice(0, PAGE_SIZE).map((card) => expect.stringContaining(card.title)));
  });

  it('Load More shows the next page by unmarking the cards already there, making none again', () => {
    render(<CardListing cards={cards} filters={{ year: true }} defaults={ALL_TIME} noun="albums" />);
    const before = items();
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shown()).toHaveLength(2 * PAGE_SIZE);
    // The same elements (identity, not likeness), in the same order: React rebuilt no card.
    const after = items();
    expect(after.filter((item, index) => item !== before[index])).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(shown()).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });
});
