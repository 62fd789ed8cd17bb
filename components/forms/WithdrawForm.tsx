'use client';

import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { FormAction } from '@/lib/forms/formState';
import { SUCCESS_MESSAGE } from '@/lib/forms/messages';
import type { WithdrawalFields } from '@/lib/forms/schemas';
import { lazySchemaResolver } from './lazyResolver';
import { describedBy, focusField, honeypotValue, showServerErrors } from './fieldProps';
import FormField, { FormFrame, Honeypot } from './FormField';
import SendOutcome from './SendOutcome';
import { postJsonForm, sentOutcome, useServerForm } from './useServerForm';
import styles from './Form.module.css';

const FIELD_ORDER: (keyof WithdrawalFields)[] = ['reference', 'name', 'email'];
const BLANK: WithdrawalFields = { reference: '', name: '', email: '' };
const SEND_FAILED = 'We could not send your request. Nothing was lost: please check your connection and try again.';

const withdrawalRules = lazySchemaResolver<WithdrawalFields>((schemas) => schemas.withdrawalSchema);

interface WithdrawFormProps {
  /** The server's handling of a post the browser makes itself (scripts not running). */
  action: FormAction;
  /** The page the form is on: where that post goes. */
  permalink: string;
  /** What happens to the request, read before Send (a server component's output). */
  notice: ReactNode;
}

/**
 * A request to withdraw consent for a form sent earlier and have it erased, by the reference the form
 * gave. Without scripts it posts to the server; with them it is checked, then sent to /api/withdraw.
 */
export default function WithdrawForm({ action, permalink, notice }: WithdrawFormProps) {
  const server = useServerForm(action, permalink, SUCCESS_MESSAGE);
  const typed = { ...BLANK, ...server.values } as WithdrawalFields;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WithdrawalFields>({ resolver: withdrawalRules, defaultValues: typed, shouldFocusError: false });

  const onSubmit = async (values: WithdrawalFields, event?: BaseSyntheticEvent) => {
    server.setOutcome({ kind: 'idle' });
    await postJsonForm('/api/withdraw', { ...values, website: honeypotValue(event?.target as HTMLFormElement | undefined) }, SEND_FAILED, {
      onSent: (answer) => {
        reset(BLANK);
        server.setOutcome(sentOutcome(answer, SUCCESS_MESSAGE));
      },
      onFieldErrors: (fieldErrors) => showServerErrors(fieldErrors, setError),
      onFailed: (message) => server.setOutcome({ kind: 'failed', message }),
    });
  };

  const message = (name: keyof WithdrawalFields) => errors[name]?.message ?? server.serverErrors[name];
  const focused = server.firstFlagged(FIELD_ORDER);
  const field = (name: keyof WithdrawalFields) => describedBy(name, message(name), { hint: name === 'reference', focus: focused === name });
  const onInvalid = (invalid: Partial<Record<keyof WithdrawalFields, unknown>>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) focusField(first);
  };

  return (
    <FormFrame id="withdraw-title" title="Withdraw consent and erase a form" action={server.formAction} onSubmit={handleSubmit(onSubmit, onInvalid)} onFocus={withdrawalRules.preload}>
      <FormField name="reference" label="Reference" required error={message('reference')} hint="The reference the form gave you, such as KVNS-7F3K4Q">
        <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} defaultValue={typed.reference} {...field('reference')} {...register('reference')} />
      </FormField>
      <FormField name="name" label="Name" required error={message('name')}>
        <input type="text" autoComplete="name" defaultValue={typed.name} {...field('name')} {...register('name')} />
      </FormField>
      <FormField name="email" label="Email" required error={message('email')}>
        <input type="email" autoComplete="email" defaultValue={typed.email} {...field('email')} {...register('email')} />
      </FormField>
      <Honeypot />
      <div className={`${styles.wide} ${styles.actions}`}>
        {notice}
        <button type="submit" className="button" disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send request'}
        </button>
        <SendOutcome outcome={server.outcome} form="withdrawal" focus={server.outcomeFromServer} />
      </div>
    </FormFrame>
  );
}
