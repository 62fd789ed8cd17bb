import { ACHIEVEMENT_FALLBACK_DESCRIPTION, achievementTabs } from './achievements';

const item = (title: string, date: string, description: string, attachments: string[]) => ({
  id: `${title}-${date}`,
  category: 'AchievementKapolites',
  title,
  description,
  date,
  attachments,
  cover: attachments[0] ?? null,
});

test("one tab per distinct title in the provider's order; the first item with a title gives its text and photos", () => {
  const tabs = achievementTabs([
    item('Swimming', '2025-01-01', 'Bronze', ['s1']),
    item('Art Award', '2026-03-01', '', ['a1', 'a2']),
    item('Swimming', '2026-05-01', 'Two golds', ['s2', 's3']),
  ]);
  // Not sorted by date: the older Swimming record comes first from the provider, so it leads.
  expect(tabs.map((tab) => tab.title)).toEqual(['Swimming', 'Art Award']);
  expect(tabs[0]).toEqual({ title: 'Swimming', description: 'Bronze', images: ['s1'] });
  expect(tabs[1]).toEqual({ title: 'Art Award', description: ACHIEVEMENT_FALLBACK_DESCRIPTION, images: ['a1', 'a2'] });
  expect(ACHIEVEMENT_FALLBACK_DESCRIPTION).toBe('Stay Tuned For Latest Update');
});

test('no items, no tabs', () => {
  expect(achievementTabs([])).toEqual([]);
});
