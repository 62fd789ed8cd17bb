'use client';

import { WITHDRAWN_FORMS } from '@/lib/forms/fields';
import type { WithdrawalFields } from '@/lib/forms/schemas';
import { lazySchemaResolver } from './lazyResolver';
import FormField, { FormActions, FormFrame, Honeypot } from './FormField';
import SendOutcome from './SendOutcome';
import { useJsonForm, type JsonFormProps } from './useJsonForm';
import { FIELD_LABELS } from '@/lib/forms/labels';

const LABELS = FIELD_LABELS.withdrawal;

const FIELD_ORDER: (keyof WithdrawalFields)[] = ['reference', 'sentForm', 'sentAround', 'name', 'email'];
const BLANK: WithdrawalFields = { reference: '', sentForm: '', sentAround: '', name: '', email: '' };
const SEND_FAILED = 'We could not send your request. Nothing was lost: please check your connection and try again.';

const withdrawalRules = lazySchemaResolver<WithdrawalFields>((schemas) => schemas.withdrawalSchema);

/** Withdraws consent for an earlier post, by its reference; without scripts it posts to the server. */
export default function WithdrawForm({ action, permalink, notice }: JsonFormProps) {
  const { server, typed, register, sending, submit, message, field, preload } = useJsonForm<WithdrawalFields>({ action, permalink, url: '/api/withdraw', blank: BLANK, rules: withdrawalRules, order: FIELD_ORDER, failed: SEND_FAILED });

  return (
    <FormFrame id="withdraw-title" title="Withdraw consent and erase a form" action={server.formAction} onSubmit={submit} onFocus={preload}>
      <FormField name="reference" label={LABELS.reference} error={message('reference')} hint="The reference the form gave you, such as KVNS-7F3K4Q. If you do not have it, leave it empty and say which form you sent and about when.">
        <input type="text" autoComplete="off" autoCapitalize="characters" spellCheck={false} defaultValue={typed.reference} {...field('reference', true)} {...register('reference')} />
      </FormField>
      <FormField name="sentForm" label={LABELS.sentForm} error={message('sentForm')} hint="Only without a reference">
        <select defaultValue={typed.sentForm} {...field('sentForm')} {...register('sentForm')}>
          <option value="">Choose, if you have no reference</option>
          {Object.entries(WITHDRAWN_FORMS).map(([value, label]) => (
            <option key={value} value={value}>
              The {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField name="sentAround" label={LABELS.sentAround} error={message('sentAround')} hint="Only without a reference: the month and year, such as 2026-11">
        <input type="month" defaultValue={typed.sentAround} {...field('sentAround')} {...register('sentAround')} />
      </FormField>
      <FormField name="name" label={LABELS.name} required error={message('name')}>
        <input type="text" autoComplete="name" defaultValue={typed.name} {...field('name')} {...register('name')} />
      </FormField>
      <FormField name="email" label={LABELS.email} required error={message('email')}>
        <input type="email" autoComplete="email" defaultValue={typed.email} {...field('email')} {...register('email')} />
      </FormField>
      <Honeypot />
      <FormActions notice={notice} sending={sending} label="Send request">
        <SendOutcome outcome={server.outcome} form="withdrawal" focus={server.outcomeFromServer} />
      </FormActions>
    </FormFrame>
  );
}
