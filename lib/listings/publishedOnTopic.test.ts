import { holdsNothingOfTheSchool } from '../content/pages';
import { topicSections, withTopicSections, type TopicLists } from './publishedOnTopic';
import type { GalleryItem, Topper } from '../provider/types';

const topper = (id: string, className: string, sessionYear: string, name: string, percentage: number): Topper =>
  ({ id, className, sessionYear, division: `${percentage}%`, percentage, name }) as Topper;
const album = (id: string, category: string, title: string, date = '2026-11-06T06:00:00.000Z'): GalleryItem => ({ id, category, title, description: '', date, attachments: [], cover: null });
const NONE: TopicLists = { toppers: [], sportsCorner: [], activities: [] };

test('ICSE Result shows the Class X toppers the school posted, newest year first, and only Class X', () => {
  const sections = topicSections('/result', { ...NONE, toppers: [topper('1', 'X', '2023-2024', 'A', 95), topper('2', 'XII', '2024-2025', 'B', 97), topper('3', 'X', '2024-2025', 'C', 96)] });
  expect(sections[0]!.heading).toBe('Class X toppers the school has posted');
  const table = sections[0]!.blocks[0]!;
  expect(table.kind === 'table' && table.table.rows).toEqual([['2024-2025', 'C', '96%'], ['2023-2024', 'A', '95%']]);
  expect(topicSections('/result', { ...NONE, toppers: [topper('2', 'XII', '2024-2025', 'B', 97)] })).toEqual([]);
});

test('Clubs and Sports Academy show the albums of their provider category, labelled as what they are, each linked to its album', () => {
  const clubs = topicSections('/clubs', { ...NONE, activities: [album('a1', 'Activity', 'Science Fair')] });
  expect(clubs[0]!.heading).toBe('Activities the school has posted');
  expect(JSON.stringify(clubs)).toContain('"href":"/subgallery?id=a1&from=%2Factivity"');
  const sports = topicSections('/sport-academy', { ...NONE, sportsCorner: [album('s1', 'SportsCorner', 'Swimming Gala')] });
  expect(sports[0]!.heading).toBe('Sports Corner albums the school has posted');
  expect(topicSections('/clubs', NONE)).toEqual([]);
  expect(topicSections('/faculty', { ...NONE, activities: [album('a1', 'Activity', 'Science Fair')] })).toEqual([]);
});

test('a page with only pending words holds something of the school\'s once the provider has items on its topic', () => {
  const hollow = { path: '/clubs', title: 'Clubs', description: 'd', sections: [{ blocks: [{ kind: 'pending' as const, what: 'x' }] }] };
  expect(holdsNothingOfTheSchool(hollow)).toBe(true);
  expect(holdsNothingOfTheSchool(withTopicSections(hollow, topicSections('/clubs', { ...NONE, activities: [album('a1', 'Activity', 'Science Fair')] })))).toBe(false);
  expect(withTopicSections(hollow, [])).toBe(hollow);
});

test('the albums stand newest first, each dated as a family reads a date, never as a raw timestamp', () => {
  const [section] = topicSections('/clubs', { ...NONE, activities: [album('a1', 'Activity', 'Science Fair', '2025-01-03T06:00:00.000Z'), album('a2', 'Activity', 'Annual Day', '2026-02-10T06:00:00.000Z'), album('a3', 'Activity', 'Undated', null as never)] });
  const table = section!.blocks[0]!;
  const rows = table.kind === 'table' ? table.table.rows : [];
  expect(rows.map((row) => [(row[0] as { text: string }).text, row[1]])).toEqual([['Annual Day', '10 Feb 2026'], ['Science Fair', '3 Jan 2025'], ['Undated', '']]);
  expect(JSON.stringify(rows)).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
});
