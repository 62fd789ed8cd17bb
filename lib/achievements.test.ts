import { ACHIEVEMENT_FALLBACK_DESCRIPTION, achievementTabs } from './achievements';

const item = (title: string, date: string, description: string, attachments: string[]) => ({
  id: `${title}-${date}`,
  category: 'AchievementKapolites',
  title,
  description,
  date,
  attachments,
});

test('one tab per distinct title, newest first; the first matching item gives the description', () => {
  const tabs = achievementTabs([
    item('Swimming', '2025-01-01', 'Bronze', ['s1']),
    item('Art Award', '2026-03-01', '', ['a1', 'a2']),
    item('Swimming', '2026-05-01', 'Two golds', ['s2', 's3']),
  ]);
  expect(tabs.map((tab) => tab.title)).toEqual(['Swimming', 'Art Award']);
  expect(tabs[0]).toEqual({ title: 'Swimming', description: 'Two golds', images: ['s2', 's3', 's1'] });
  expect(tabs[1]?.description).toBe(ACHIEVEMENT_FALLBACK_DESCRIPTION);
  expect(ACHIEVEMENT_FALLBACK_DESCRIPTION).toBe('Stay Tuned For Latest Update');
});

test('no items, no tabs', () => {
  expect(achievementTabs([])).toEqual([]);
});
