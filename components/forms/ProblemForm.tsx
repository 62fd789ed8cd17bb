'use client';

import type { ProblemFields } from '@/lib/forms/schemas';
import { lazySchemaResolver } from './lazyResolver';
import FormField, { FormActions, FormFrame, Honeypot } from './FormField';
import SendOutcome from './SendOutcome';
import { useJsonForm, type JsonFormProps } from './useJsonForm';
import { FIELD_LABELS } from '@/lib/forms/labels';

const LABELS = FIELD_LABELS.problem;

const FIELD_ORDER: (keyof ProblemFields)[] = ['name', 'email', 'page', 'message'];
const BLANK: ProblemFields = { name: '', email: '', page: '', message: '' };
const SEND_FAILED = 'We could not send your report. Nothing was lost: please check your connection and try again.';

const problemRules = lazySchemaResolver<ProblemFields>((schemas) => schemas.problemSchema);

/** A problem with the website, told to the office; without scripts it posts to the server. */
export default function ProblemForm({ action, permalink, notice }: JsonFormProps) {
  const { server, typed, register, sending, submit, message, field, preload } = useJsonForm<ProblemFields>({ action, permalink, url: '/api/problem', blank: BLANK, rules: problemRules, order: FIELD_ORDER, failed: SEND_FAILED });

  return (
    <FormFrame id="problem-title" title="Report a problem with the website" action={server.formAction} onSubmit={submit} onFocus={preload}>
      <FormField name="name" label={LABELS.name} required error={message('name')}>
        <input type="text" autoComplete="name" defaultValue={typed.name} {...field('name', true)} {...register('name')} />
      </FormField>
      <FormField name="email" label={LABELS.email} required error={message('email')}>
        <input type="email" autoComplete="email" defaultValue={typed.email} {...field('email')} {...register('email')} />
      </FormField>
      <FormField name="page" label={LABELS.page} error={message('page')} hint="The page's address or title, if the problem is on one page">
        <input type="text" defaultValue={typed.page} {...field('page')} {...register('page')} />
      </FormField>
      <FormField name="message" label={LABELS.message} required error={message('message')}>
        <textarea rows={5} defaultValue={typed.message} {...field('message')} {...register('message')} />
      </FormField>
      <Honeypot />
      <FormActions notice={notice} sending={sending} label="Send report">
        <SendOutcome outcome={server.outcome} form="problem" focus={server.outcomeFromServer} />
      </FormActions>
    </FormFrame>
  );
}
