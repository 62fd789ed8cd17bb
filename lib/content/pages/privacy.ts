import { settings } from '@/lib/server/settings';
import { MAX_UPLOAD_LABEL } from '../formats';
import { ITEM_NAMES } from '../office';
import { OFFICE, pendingSentence, REACH_THE_OFFICE, SCHOOL } from '../school';
import type { Article } from '../types';

const DAY_MS = 86_400_000;

/** The notice's version and date, said on the page and beside each form's Send: a change to what the forms collect or keep is a new version. */
export const PRIVACY_NOTICE_VERSION = { version: '3', date: '28 November 2026' } as const;

/** Retried for `retryDays`, then kept `keepDays` as undeliverable; a delivered post's reference `keepDays`. */
export function outboxKeeping() {
  const { giveUpMs, keepMs } = settings.outbox;
  const retryDays = Math.round(giveUpMs / DAY_MS);
  const keepDays = Math.round(keepMs / DAY_MS);
  return { retryDays, keepDays, undeliveredAtMostDays: retryDays + keepDays };
}

/** An office item's value, or what it is with the office's promise to publish it. */
const officeOr = (value: string | null, what: string) => value ?? `${what} (the school office will publish it here)`;

const CV_KEPT = OFFICE.cvKeptFor ? `The school keeps a job application and its CV for ${OFFICE.cvKeptFor}, then deletes them.` : pendingSentence(ITEM_NAMES.cvKeptFor);
const ENQUIRY_KEPT = OFFICE.enquiryKeptFor ? `The school keeps an admission enquiry for ${OFFICE.enquiryKeptFor}, then deletes it.` : pendingSentence(ITEM_NAMES.enquiryKeptFor);
const GRIEVANCE = OFFICE.grievanceOfficer
  ? `The school's grievance officer for personal data is ${OFFICE.grievanceOfficer.name} (${OFFICE.grievanceOfficer.email}).`
  : pendingSentence(ITEM_NAMES.grievanceOfficer);
const ANSWER_TIME = OFFICE.answerWithin ? `The school answers such a request within ${OFFICE.answerWithin}.` : pendingSentence(ITEM_NAMES.answerWithin);

/** Who handles a post on its way to the office: every one of them is named in the notice. */
export const RECIPIENTS = {
  host: officeOr(OFFICE.websiteHost, 'the company that hosts this website'),
  contentService: officeOr(OFFICE.contentService, "the company that runs the school's content service"),
};
const ROUTE = `It passes through this website, hosted by ${RECIPIENTS.host}, to the school's content service, run by ${RECIPIENTS.contentService}`;

/** What the website keeps of a post, said the same way beside every form. */
const KEPT = `This website keeps no copy once it is delivered (at most ${outboxKeeping().undeliveredAtMostDays} days while the school's system is unreachable).`;
const WITHDRAW = 'You may withdraw your agreement and have it erased at any time with your reference, on the Withdraw consent page.';

/** The short notice beside each form's Send: what, why, who, how long, how to withdraw. */
export const SHORT_NOTICE = {
  enquiry: `The school uses what you send here (your name and contact details, your declaration, and your child's date of birth, gender, present school and class) only to answer your enquiry about admission. ${ROUTE}, where the school office reads it. ${KEPT} ${WITHDRAW}`,
  career: `The school uses what you send here (your name, contact details and CV) only to consider you for a post. ${ROUTE}, where the school's management reads it. ${KEPT} ${WITHDRAW}`,
  withdrawal: `What you send here (the reference, your name and e-mail address) goes to the school office only to act on your request. ${ROUTE}. ${KEPT}`,
  problem: `What you send here (your name, e-mail address, the page and what went wrong) goes to the school office only to put the problem right and answer you. ${ROUTE}. ${KEPT}`,
} as const;

// What India's DPDP Act 2023 and the IT Act's 2011 rules ask of a notice: what and why, who receives it,
// how long it is kept, how to withdraw or erase it, and whom to complain to.
export const PRIVACY: Article = {
  path: '/privacy',
  title: 'Privacy notice',
  description: 'What the admission enquiry and job application forms collect, why, who receives it, how long it is kept, and how to withdraw and have it erased.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: `${SCHOOL.nameWithCode} collects personal data on this website only through its forms: the admission enquiry on Contact Us, the job application on Careers, the withdrawal of consent, and the report of a problem with the website. The school decides what the data is used for, and is responsible for it under India's Digital Personal Data Protection Act, 2023. By sending a form you agree to the use described here; you may withdraw that agreement at any time (below).`,
        },
        { kind: 'paragraph', text: `Version ${PRIVACY_NOTICE_VERSION.version}, ${PRIVACY_NOTICE_VERSION.date}.` },
      ],
    },
    {
      heading: 'What each form collects, and why',
      blocks: [
        {
          kind: 'table',
          table: {
            caption: 'What each form collects',
            columns: ['Form', 'What it asks for', 'Why'],
            rows: [
              [
                'Admission enquiry',
                "The parent's or guardian's name, e-mail address and phone number, and their declaration that they are the child's parent or lawful guardian; the child's date of birth, gender, present school and the class asked about; the subject and message written.",
                "To answer the enquiry about admission.",
              ],
              ['Job application', `Your name, e-mail address and phone number, and one file you attach (your CV: up to ${MAX_UPLOAD_LABEL}).`, 'To consider you for a post at the school, and to contact you about it.'],
              ['Withdrawal of consent', 'Your name and e-mail address, and the reference of the form you sent, or which form and the month.', 'To erase that form and stop using it.'],
              ['Report a problem', 'Your name and e-mail address, the page, and what went wrong.', 'To put the problem right, and to answer you.'],
            ],
          },
        },
        {
          kind: 'paragraph',
          text: 'Nothing else is asked for, and nothing you send is used for advertising or sold. The website sets no advertising or tracking cookies. For a sample of visits, your browser reports how fast the page loaded (numbers only, with the page address and nothing about you), so the school can keep the site quick.',
        },
      ],
    },
    {
      heading: 'Who receives it',
      blocks: [
        {
          kind: 'paragraph',
          text: `${ROUTE}, where the school office (enquiries) and the school's management (applications) read it. The host and the content service handle it for the school and on its instructions.`,
        },
      ],
    },
    {
      heading: 'How long it is kept',
      blocks: [
        {
          kind: 'list',
          items: [
            "Most forms reach the school's system at once, and the website keeps no copy.",
            `When the school's system is busy, the website keeps your form, encrypted, and keeps trying to send it; it deletes the content the moment it is delivered. A form that cannot be delivered is tried again for ${outboxKeeping().retryDays} days, then kept, encrypted, for ${outboxKeeping().keepDays} more days so the office can recover it, then deleted: at most ${outboxKeeping().undeliveredAtMostDays} days in all.`,
            `The website keeps the reference it gave you, the form's name and the times it was sent for ${outboxKeeping().keepDays} days, so the office can trace a form you ask about. These hold none of what you wrote.`,
            `With each form's reference the website keeps, for ${Math.round(settings.outbox.consentKeepMs / DAY_MS)} days, as the record of consent: when it was sent, the version of this notice the sender read, for an enquiry the sender's declaration that they are the child's parent or lawful guardian, and a keyed fingerprint of the sender's e-mail address, from which the address cannot be read back, so that only the sender can have the form erased. It holds none of what was written.`,
            'To stop one connection from sending forms over and over, the website counts the forms sent from each internet address for ten minutes, in memory, and then forgets it.',
            ENQUIRY_KEPT,
            CV_KEPT,
          ],
        },
      ],
    },
    {
      heading: 'Your rights, and whom to ask',
      blocks: [
        {
          kind: 'paragraph',
          text: `You may ask the school what it holds about you and your child, have it corrected or completed, have it deleted, or withdraw your agreement to its use. To withdraw and have a form erased, give its reference on the Withdraw consent page, with the e-mail address you sent it from: this website erases its own copy at once, and the request reaches the office. For anything else, ${REACH_THE_OFFICE}, with the reference the form gave you if you have it. ${ANSWER_TIME}`,
        },
        { kind: 'see-also', links: [{ text: 'Withdraw consent and erase a form', href: '/withdraw-consent' }] },
        { kind: 'paragraph', text: GRIEVANCE },
        { kind: 'paragraph', text: 'If you are not satisfied with the answer, you may complain to the Data Protection Board of India.' },
      ],
    },
  ],
};
