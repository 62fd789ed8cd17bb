'use client';

import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { FormAction } from '@/lib/forms/formState';
import { SUCCESS_MESSAGE } from '@/lib/forms/messages';
import type { LazyResolver } from './lazyResolver';
import { describedBy, focusField, honeypotValue, showServerErrors } from './fieldProps';
import { postJsonForm, sentOutcome, useServerForm } from './useServerForm';

/** What the page gives a form that posts JSON with scripts and to itself without them. */
export interface JsonFormProps {
  /** The server's handling of a post the browser makes itself (scripts not running). */
  action: FormAction;
  /** The page the form is on: where that post goes. */
  permalink: string;
  /** The short privacy notice, read before Send (a server component's output). */
  notice: ReactNode;
}

interface JsonFormOptions<Values extends FieldValues> extends Omit<JsonFormProps, 'notice'> {
  /** The route the scripted form posts its JSON to. */
  url: string;
  blank: Values;
  rules: LazyResolver<Values>;
  /** The fields in reading order: the first that needs attention takes focus. */
  order: Path<Values>[];
  /** Said when the post could not be sent; what was typed stays. */
  failed: string;
  /** What the rules are given beside the values (the enquiry's usual ages). */
  context?: object;
}

/** Posted as JSON with scripts and by the browser without them; shows the server's values after the latter. */
export function useJsonForm<Values extends FieldValues>({ action, permalink, url, blank, rules, order, failed, context }: JsonFormOptions<Values>) {
  const server = useServerForm(action, permalink, SUCCESS_MESSAGE);
  const typed = { ...blank, ...server.values } as Values;
  const form = useForm<Values>({ resolver: rules, context, defaultValues: typed as DefaultValues<Values>, shouldFocusError: false });

  const onSubmit = async (values: Values, event?: BaseSyntheticEvent) => {
    server.setOutcome({ kind: 'idle' });
    await postJsonForm(url, { ...values, website: honeypotValue(event?.target as HTMLFormElement | undefined) }, failed, {
      onSent: (answer) => {
        form.reset(blank);
        server.setOutcome(sentOutcome(answer, SUCCESS_MESSAGE));
      },
      onFieldErrors: (fieldErrors) => showServerErrors(fieldErrors, form.setError),
      onFailed: (message) => server.setOutcome({ kind: 'failed', message }),
    });
  };
  const onInvalid = (invalid: Partial<Record<string, unknown>>) => {
    const first = order.find((name) => invalid[name]);
    if (first) focusField(first);
  };

  const errors = form.formState.errors as Partial<Record<string, { message?: string }>>;
  const message = (name: Path<Values>) => errors[name]?.message ?? server.serverErrors[name];
  const focused = server.firstFlagged(order);
  /** The field's ids for its hint and message, and focus when the server flagged it first. */
  const field = (name: Path<Values>, hint = false) => describedBy(name, message(name), { hint, focus: focused === name });
  /** Checks a field showing a message again when a field it depends on changes (the date of birth, with the class). */
  const recheck = (name: Path<Values>) => {
    if (form.getFieldState(name).error) void form.trigger(name);
  };
  return { server, typed, register: form.register, watch: form.watch, recheck, sending: form.formState.isSubmitting, submit: form.handleSubmit(onSubmit, onInvalid), message, focused, field, preload: rules.preload };
}
