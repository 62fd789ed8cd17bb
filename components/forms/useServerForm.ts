'use client';

import { useActionState, useState } from 'react';
import { IDLE_FORM_STATE, type FormAction, type FormState } from '@/lib/forms/formState';
import type { Outcome } from './SendOutcome';

/** What a scripted post's JSON answer says. */
export interface PostAnswer {
  reference?: string;
  delivered?: boolean;
  error?: string;
  errors?: Record<string, string>;
}

// A Server Action through `useActionState`, so a scriptless post comes back with values and messages; the
// server's answer shows until the visitor submits with scripts.
export function useServerForm(action: FormAction, permalink: string, successMessage: string, initialState: FormState = IDLE_FORM_STATE) {
  const [state, formAction] = useActionState(action, initialState, permalink);
  const [scripted, setScripted] = useState<Outcome | null>(null);
  const server: FormState = scripted ? IDLE_FORM_STATE : state;
  const outcome: Outcome =
    scripted ??
    (state.status === 'sent'
      ? { kind: 'sent', message: successMessage, reference: state.reference, delivered: state.delivered !== false }
      : state.status === 'failed'
        ? { kind: 'failed', message: state.message ?? '' }
        : { kind: 'idle' });
  /** The first field, in reading order, the server flagged: it takes focus as the page loads. */
  const firstFlagged = (order: readonly string[]) => order.find((name) => server.errors[name]);
  /** The outcome is the server's answer to the browser's own post: it takes focus as the page loads. */
  const outcomeFromServer = scripted === null && (state.status === 'sent' || state.status === 'failed');
  return { formAction, values: server.values, serverErrors: server.errors, outcome, outcomeFromServer, setOutcome: setScripted, firstFlagged };
}

/** The outcome of a scripted post's 200 answer. */
export function sentOutcome(answer: PostAnswer, successMessage: string): Outcome {
  return { kind: 'sent', message: successMessage, reference: answer.reference, delivered: answer.delivered !== false };
}

interface JsonPostHandlers {
  /** The post was taken: clear the form and show the thank-you. */
  onSent: (answer: PostAnswer) => void;
  /** The server's field messages, beside their fields. */
  onFieldErrors: (errors: Record<string, string>) => void;
  /** Anything else: the form keeps what was typed and says so. */
  onFailed: (message: string) => void;
}

/** A scripted form's post of its values as JSON, and what its answer means for the form. */
export async function postJsonForm(url: string, values: object, failedMessage: string, handlers: JsonPostHandlers): Promise<void> {
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) });
    const body = (await response.json().catch(() => ({}))) as PostAnswer;
    if (response.ok) handlers.onSent(body);
    else if (body.errors) handlers.onFieldErrors(body.errors);
    else handlers.onFailed(body.error ?? failedMessage);
  } catch {
    handlers.onFailed(failedMessage);
  }
}
