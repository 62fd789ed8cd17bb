import { readOfficeFacts } from './office';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
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
  const { cvKeptFor } = readOfficeFacts();
  if (cvKeptFor) expect(keepingText).toContain(`keeps a job application and its CV for ${cvKeptFor}`);
  else expect(keepingText).toContain('The school office will publish how long the school keeps a job application and CV here.');
});

// A promise is the school's to make: a time to answer, an e-mail or a confirmation, a claim of who never
// sees a form. Each sentence that makes one must carry a value the office gave in content/school.yaml.
const PROMISES = [
  /\bwithin \d+\s*(hours?|days?|weeks?|months?)\b/i,
  /\bconfirm\w*\b[^.]*\b(e-?mail|to you)\b/i,
  /\b(will|shall) (reply|answer|respond|call|write|contact|confirm|receive)\b/i,
  /\b(shortly|promptly|soon)\b/i,
  /\bnobody else\b|\bnot shared with anyone\b|\bno one else\b/i,
];

/** Every text the notice, the forms' notices and their answers show, as sentences. */
async function shownSentences() {
  const { PRIVACY: notice, SHORT_NOTICE: short } = await import('./pages/privacy');
  const { NEXT_STEPS, QUEUED_NOTE, SUCCESS_MESSAGE, CAREER_SUCCESS } = await import('@/lib/forms/messages');
  const intros = await import('./pageIntros');
  const texts = [JSON.stringify(notice.sections), ...Object.values(short), ...Object.values(NEXT_STEPS), QUEUED_NOTE, SUCCESS_MESSAGE, CAREER_SUCCESS, ...[intros.CONTACT_INTRO, intros.CAREER_INTRO, intros.WITHDRAW_INTRO].map((intro) => JSON.stringify(intro))];
  return texts.flatMap((text) => text.split(/(?<=[.!?])\s+|","/));
}

async function unbackedPromises() {
  const { OFFICE } = await import('./school');
  const given = Object.values(OFFICE).filter((value): value is string => typeof value === 'string');
  return (await shownSentences()).filter((sentence) => PROMISES.some((promise) => promise.test(sentence)) && !given.some((value) => sentence.includes(value)));
}

test('the notice and the forms promise nothing content/ does not give: no time, e-mail or confirmation of the site\'s own', async () => {
  expect(await unbackedPromises()).toEqual([]);
});

test('every one who handles a post is named in the notice and beside each form, by the office or as pending', async () => {
  const { PRIVACY: notice, RECIPIENTS, SHORT_NOTICE: short } = await import('./pages/privacy');
  const receives = JSON.stringify(notice.sections.find((section) => section.heading === 'Who receives it'));
  for (const recipient of Object.values(RECIPIENTS)) {
    expect(receives).toContain(recipient);
    for (const text of Object.values(short)) expect(text).toContain(recipient);
  }
});

describe('with the office\'s answer time and host given', () => {
  const overlay = fs.mkdtempSync(path.join(os.tmpdir(), 'kvns-privacy-'));
  beforeAll(() => {
    const school = YAML.parse(fs.readFileSync('content/school.yaml', 'utf8'));
    school.answerWithin = { source: 'office', value: '21 days', confirmed: 'test' };
    school.websiteHost = { source: 'office', value: 'Example Hosting Ltd', confirmed: 'test' };
    fs.writeFileSync(path.join(overlay, 'school.yaml'), YAML.stringify(school));
    process.env.CONTENT_OVERLAY_DIR = overlay;
    jest.resetModules();
  });
  afterAll(() => {
    delete process.env.CONTENT_OVERLAY_DIR;
    fs.rmSync(overlay, { recursive: true, force: true });
    jest.resetModules();
  });

  test("the notice gives them as the office's, and the promise it makes is allowed because the office made it", async () => {
    const sentences = await shownSentences();
    expect(sentences.some((sentence) => sentence.includes('within 21 days'))).toBe(true);
    expect(sentences.some((sentence) => sentence.includes('Example Hosting Ltd'))).toBe(true);
    expect(await unbackedPromises()).toEqual([]);
  });
});
