import { UPLOAD_TOO_LARGE } from './upload';

/** A scriptless post's answer: the page rendered again with the values as typed and each field's message, or the thanks. */
export interface FormState {
  status: 'idle' | 'invalid' | 'sent' | 'failed';
  /** The text fields as typed, to put back into the form (never a file). */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A failure's message. */
  message?: string;
  reference?: string;
  /** False when the post waits in the outbox for the school's system. */
  delivered?: boolean;
}

export const IDLE_FORM_STATE: FormState = { status: 'idle', values: {}, errors: {} };

/** An application whose body was too large to read: only the file's message can come back. */
export const FILE_TOO_LARGE_STATE: FormState = { status: 'invalid', values: {}, errors: { attachments: UPLOAD_TOO_LARGE } };

export type FormAction = (previous: FormState, data: FormData) => Promise<FormState>;
