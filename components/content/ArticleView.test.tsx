/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { ARTICLES, holdsNothingOfTheSchool, nothingYetOf } from '@/lib/content/pages';
import type { Article } from '@/lib/content/types';
import ArticleView from './ArticleView';

const ENQUIRY = 'a[href="/contact-us#enquiry-title"]';

test('no dead end: every pending line on every page says how to ask the school meanwhile', () => {
  for (const article of ARTICLES) {
    const { container, unmount } = render(<ArticleView article={article} />);
    const deadEnds = [...container.querySelectorAll('[data-pending]')].filter((line) => !line.querySelector(ENQUIRY));
    expect(deadEnds.map((line) => `${article.path}: ${line.textContent}`)).toEqual([]);
    unmount();
  }
});

const EMPTY: Article = {
  path: '/our-staff',
  title: 'Our Staff',
  description: 'The teachers of the school.',
  sections: [
    { blocks: [{ kind: 'tabs', label: 'Sections', tabs: [{ label: 'Secondary', blocks: [{ kind: 'pending', what: 'the group photo of the secondary staff' }] }, { label: 'Primary', blocks: [{ kind: 'pending', what: 'the group photo of the primary staff' }] }] }] },
    { heading: 'More', blocks: [{ kind: 'see-also', links: [{ text: 'Faculty', href: '/faculty' }] }, { kind: 'pending', what: 'the group photo of the primary staff' }] },
  ],
};

test('a page with nothing of the school\'s yet says so once, naming each thing it will hold once, with the way to ask and its links', () => {
  expect(holdsNothingOfTheSchool(EMPTY)).toBe(true);
  expect(nothingYetOf(EMPTY)).toEqual({ pending: ['the group photo of the secondary staff', 'the group photo of the primary staff'], seeAlso: [{ text: 'Faculty', href: '/faculty' }] });
  const { container, getAllByRole, getByRole } = render(<ArticleView article={EMPTY} />);
  expect(container.querySelectorAll('[data-pending]')).toHaveLength(1);
  expect(container).toHaveTextContent('The school office has not published this page yet. It will hold:');
  expect(getAllByRole('listitem').map((item) => item.textContent)).toEqual(nothingYetOf(EMPTY).pending);
  expect(container.querySelectorAll(ENQUIRY)).toHaveLength(1);
  expect(getByRole('link', { name: 'Faculty' })).toHaveAttribute('href', '/faculty');
  expect(container.querySelector('[role="tablist"]')).toBeNull();
});
