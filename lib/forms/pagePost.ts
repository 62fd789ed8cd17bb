import 'server-only';
import { headers } from 'next/headers';
import type { FormState } from './formState';
import { FORM_ERRORS } from './messages';
import { isSameOrigin } from '@/lib/http/request';
import { isRateLimited, senderOf } from './formPost';
import { sendPost } from './send';
import { recordChecked, recordFormOutcome } from './outcomes';
import { CAREER_FIELDS, checkCareer, checkEnquiry, checkProblem, checkWithdrawal, ENQUIRY_FIELDS, PROBLEM_FIELDS, WITHDRAWAL_FIELDS, type CheckedPost } from './submissions';
import type { FormName } from './delivery';

/** Longer than any field allows: enough to give back what was typed, never an echo of a huge body. */
const MAX_VALUE_CHARACTERS = 6000;

function typedValues(data: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = data.get(name);
      return typeof value === 'string' ? [[name, value.slice(0, MAX_VALUE_CHARACTERS)]] : [];
    }),
  );
}

// The browser's own posts (before or without scripts) pass the JSON routes' checks and outbox, and are
// answered by rendering the page again with the form's state.
const FIELDS_OF: Record<FormName, readonly string[]> = { enquiry: ENQUIRY_FIELDS, career: CAREER_FIELDS, withdrawal: WITHDRAWAL_FIELDS, problem: PROBLEM_FIELDS };

const CHECKS: Record<FormName, (data: FormData, client: string) => Promise<CheckedPost>> = { enquiry: checkEnquiry, career: checkCareer, withdrawal: checkWithdrawal, problem: checkProblem };

/** A browser's own post of a form (a Server Action, or a form from an earlier build): checked, sent, and answered as the form's state. */
export async function submitPagePost(form: FormName, data: FormData): Promise<FormState> {
  const check = CHECKS[form];
  const values = typedValues(data, FIELDS_OF[form]);
  const requestHeaders = await headers();
  if (!isSameOrigin(requestHeaders)) {
    recordFormOutcome(form, 'refused', { reason: 'origin' });
    return { status: 'failed', values, errors: {}, message: FORM_ERRORS.origin };
  }
  if (await isRateLimited(form, requestHeaders)) {
    recordFormOutcome(form, 'refused', { reason: 'rate' });
    return { status: 'failed', values, errors: {}, message: FORM_ERRORS.rateLimited };
  }
  const checked = await check(data, senderOf(requestHeaders));
  recordChecked(form, checked);
  if (checked.kind === 'bot') return { status: 'sent', values: {}, errors: {}, reference: checked.reference, delivered: true };
  if (checked.kind === 'invalid') return { status: 'invalid', values, errors: checked.errors };
  const sent = await sendPost(checked.post);
  if (sent.kind === 'failed') return { status: 'failed', values, errors: {}, message: sent.message };
  return { status: 'sent', values: {}, errors: {}, reference: sent.reference, delivered: sent.delivered };
}

