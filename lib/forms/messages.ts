/** What the forms tell a visitor after sending, on the server's pages and in the scripted forms alike. */

/** Refusals and failures; never a stack trace, never the provider's own body. */
export const FORM_ERRORS = {
  origin: 'Forms can only be sent from this website.',
  tooLarge: 'The form is too large to send.',
  rateLimited: 'Too many forms were sent from your connection. Please wait a few minutes and try again.',
  badRequest: 'The form could not be read. Please try again.',
  tooSlow: 'The form took too long to arrive. Please check your connection and try again.',
  providerDown: 'We could not send your form right now. Please try again in a few minutes.',
  providerTimeout: 'The school\'s system took too long to answer. Please try again in a few minutes.',
} as const;

export const SUCCESS_MESSAGE = 'Thank you for contacting us!';
export const CAREER_SUCCESS = 'Your form was submitted successfully.';
export const CAREER_FAILURE = 'There was an error submitting the form. Please try again.';

/** Said beside the thank-you when the post waits in the outbox for the school's system. */
export const QUEUED_NOTE = "The school's system is not answering right now. Your form is saved on this website, which keeps sending it until the system takes it, for as long as the privacy notice says.";

export const referenceLine = (reference: string) => `Your reference is ${reference}.`;

/** What happens after the thank-you, so a parent or an applicant knows what to wait for. */
export const NEXT_STEPS = {
  enquiry: 'Please quote your reference if you write to the school about this enquiry.',
  career: 'Please quote your reference if you write to the school about your application.',
  problem: 'Your report goes to the school office. Please quote your reference if you write to the school about it.',
  withdrawal: 'Your request goes to the school office. If this website still kept a copy of that form sent from this e-mail address, it has erased it.',
} as const;

/** When the school answers an enquiry or an application, in the office's words (content/school.yaml); said only once it is given. */
export const answeredWithinLine = (period: string) => `The school answers within ${period}.`;

/** Beside the reference of an enquiry or an application: how to take the consent back later. */
export const WITHDRAW_LINE = 'Keep the reference: to withdraw your consent and have this form erased, give it on the page';

/** A file input cannot be filled again by the server: said when the page comes back with messages. */
export const CHOOSE_FILE_AGAIN = 'Please choose your file again.';
