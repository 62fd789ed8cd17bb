import { outboxSettings } from '@/lib/settings';
import { MAX_UPLOAD_LABEL } from '@/lib/forms/upload';
import { REACH_THE_OFFICE, SCHOOL } from '../school';
import type { Article } from '../types';

const DAY_MS = 86_400_000;
/** Days this website keeps a post it could not yet deliver, and a delivered post's reference (FORM_OUTBOX_KEEP_DAYS). */
const keepDays = () => Math.round(outboxSettings().keepMs / DAY_MS);

/**
 * The privacy notice of the two forms, in plain words, as India's Digital Personal Data Protection Act
 * 2023 asks of a notice: what is collected and why, who receives it, how long it is kept, and how to have
 * it corrected or removed and whom to ask.
 */
export const PRIVACY: Article = {
  path: '/privacy',
  title: 'Privacy notice',
  description: 'What the admission enquiry and job application forms collect, why, who receives it, how long it is kept, and how to have it removed.',
  sections: [
    {
      blocks: [
        {
          kind: 'paragraph',
          text: `${SCHOOL.name} (${SCHOOL.shortName}) collects personal data on this website only through its two forms: the admission enquiry on Contact Us and the job application on Careers. The school decides what the data is used for, and is responsible for it under India's Digital Personal Data Protection Act, 2023. By sending a form you agree to the use described here; you may withdraw that agreement at any time (below).`,
        },
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
                "Your name, e-mail address and phone number; your child's date of birth and gender, present school and the class you ask about; the subject and message you write.",
                "To answer your enquiry about admission, and to tell you about the class for your child's age.",
              ],
              ['Job application', `Your name, e-mail address and phone number, and one file you attach (your CV: up to ${MAX_UPLOAD_LABEL}).`, 'To consider you for a post at the school, and to contact you about it.'],
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
          text: "What you send goes to the school's own administration system, where the school office (enquiries) and the school's management (applications) read it. It is not shared with anyone else, unless the law requires it.",
        },
      ],
    },
    {
      heading: 'How long the website keeps it',
      blocks: [
        {
          kind: 'list',
          items: [
            "Most forms reach the school's system at once, and the website keeps no copy.",
            `When the school's system is busy, the website keeps your form, encrypted, and sends it as soon as it can; it deletes the content the moment it is delivered. A form that cannot be delivered is kept, encrypted, for at most ${keepDays()} days, then deleted.`,
            `The website keeps the reference it gave you, the form's name and the times it was sent for ${keepDays()} days, so the office can trace a form you ask about. These hold none of what you wrote.`,
            'To stop one connection from sending forms over and over, the website counts the forms sent from each internet address for ten minutes, in memory, and then forgets it.',
          ],
        },
      ],
    },
    {
      heading: 'Your rights, and whom to ask',
      blocks: [
        {
          kind: 'paragraph',
          text: `You may ask the school what it holds about you and your child, have it corrected or completed, have it deleted, or withdraw your agreement to its use. To ask, ${REACH_THE_OFFICE}, with the reference the form gave you if you have it. The office answers such requests and any complaint about how your data is handled. If you are not satisfied with the answer, you may complain to the Data Protection Board of India.`,
        },
      ],
    },
  ],
};
