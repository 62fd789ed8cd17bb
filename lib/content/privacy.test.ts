import { nextAttemptAt } from '@/lib/forms/outbox/backoff';
import { outboxSettings } from '@/lib/server/settings';
import { outboxKeeping, PRIVACY, SHORT_NOTICE } from './pages/privacy';

const DAY_MS = 86_400_000;
const keepingText = JSON.stringify(PRIVACY.sections.find((section) => section.heading === 'How long it is kept'));

test('the notice states what the outbox does: retried for its give-up window, kept for its keep period after, and the sum as the most', () => {
  const settings = outboxSettings();
  const { retryDays, keepDays, undeliveredAtMostDays } = outboxKeeping();
  // The outbox itself: a post first tried at 0 gets no further try once the give-up window has passed.
  expect(nextAttemptAt(5, 0, settings.giveUpMs - 1, { retryBaseMs: settings.retryBaseMs, retryCapMs: settings.retryCapMs, giveUpMs: settings.giveUpMs })).not.toBeNull();
  expect(nextAttemptAt(5, 0, settings.giveUpMs, { retryBaseMs: settings.retryBaseMs, retryCapMs: settings.retryCapMs, giveUpMs: settings.giveUpMs })).toBeNull();
  expect([retryDays * DAY_MS, keepDays * DAY_MS]).toEqual([settings.giveUpMs, settings.keepMs]);
  expect(undeliveredAtMostDays).toBe(37);
  expect(keepingText).toContain(`tried again for ${retryDays} days, then kept, encrypted, for ${keepDays} more days`);
  expect(keepingText).toContain(`at most ${undeliveredAtMostDays} days in all`);
  for (const notice of Object.values(SHORT_NOTICE)) expect(notice).toContain(`at most ${undeliveredAtMostDays} days`);
  expect(keepingText).not.toMatch(/at most 30 days/);
});

test('how long a CV is kept is the office\'s decision: pending until content/school.yaml gives it', () => {
  expect(keepingText).toContain('The school office will publish how long the school keeps a job application and CV here.');
});
