// The label of each field a visitor types, per form: the forms draw them (components/forms), and so does the
// page that answers a post from an earlier build's form (lib/entry/earlierBuildPost.ts), in the same order.
import type { FormName } from './delivery';

export const FIELD_LABELS = {
  enquiry: { name: 'Name', email: 'Email', phone: 'Phone', date: 'Date of Birth', gender: 'Gender', class: 'Class', location: 'Present School', address: 'School name', messageTitle: 'Subject', message: 'Message' },
  career: { name: 'Name', email: 'Email', phone: 'Phone', attachments: 'Your CV or application' },
  withdrawal: { reference: 'Reference', sentForm: 'Which form you sent', sentAround: 'About when you sent it', name: 'Name', email: 'Email' },
  problem: { name: 'Name', email: 'Email', page: 'Page', message: 'What went wrong' },
} as const satisfies Record<FormName, Record<string, string>>;
