'use client';

import { useState, type BaseSyntheticEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@/lib/forms/fields';
import type { FormAction, FormState } from '@/lib/forms/formState';
import { CAREER_FAILURE, CAREER_SUCCESS, CHOOSE_FILE_AGAIN, SUCCESS_MESSAGE } from '@/lib/forms/messages';
import { lazySchemaResolver } from './lazyResolver';
import { ACCEPT, isAllowedFile, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_TOO_LARGE } from '@/lib/forms/upload';
import { describedBy, focusField, honeypotValue, showServerErrors } from './fieldProps';
import PhoneField from './PhoneField';
import FormField, { FormActions, FormFrame, Honeypot } from './FormField';
import SendOutcome from './SendOutcome';
import { sentOutcome, useServerForm, type PostAnswer } from './useServerForm';
import styles from './Form.module.css';
import { FIELD_LABELS } from '@/lib/forms/labels';

const LABELS = FIELD_LABELS.career;

interface CareerValues {
  name: string;
  email: string;
  phone: string;
  attachments?: File;
}

const CAREER_THANKS = `${CAREER_SUCCESS} ${SUCCESS_MESSAGE}`;
const FIELD_ORDER = ['name', 'email', 'phone', 'attachments'] as const;

/** fetch cannot report upload progress; XMLHttpRequest can. */
function postWithProgress(url: string, body: FormData, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: PostAnswer }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: (request.response ?? {}) as PostAnswer });
    request.onerror = () => reject(new Error('network error'));
    request.ontimeout = () => reject(new Error('timeout'));
    request.timeout = 60_000;
    request.send(body);
  });
}

const careerRules = lazySchemaResolver<CareerValues>((schemas) => schemas.careerSchema);

interface CareerFormProps {
  /** The server's handling of a post the browser makes itself (scripts not running). */
  action: FormAction;
  /** The page the form is on: where that post goes. */
  permalink: string;
  /** The short privacy notice, read before Send (a server component's output). */
  notice: ReactNode;
  /** What the form opens with: the server's messages, when a page shows them before any post. */
  initialState?: FormState;
  /** How soon the school answers (content), null until the office says. */
  answeredWithin: string | null;
}

/** Without scripts it posts to the server; with them it uploads in place, showing progress. */
export default function CareerForm({ action, permalink, initialState, notice, answeredWithin }: CareerFormProps) {
  const server = useServerForm(action, permalink, CAREER_THANKS, initialState);
  const typed = { name: '', email: '', phone: '', ...server.values };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CareerValues>({
    resolver: careerRules,
    defaultValues: typed,
    shouldFocusError: false,
  });
  const [uploaded, setUploaded] = useState<number | null>(null);
  /** Clears the chosen file (a refused file is cleared, so it cannot be sent by mistake) and says why. */
  const refuseFile = (input: HTMLInputElement | null, message: string) => {
    if (input) input.value = '';
    setValue('attachments', undefined);
    setError('attachments', { message });
  };

  const onFileChange = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return setValue('attachments', undefined);
    if (!isAllowedFile(file)) return refuseFile(input, MESSAGES.attachmentType);
    if (file.size > MAX_UPLOAD_BYTES) return refuseFile(input, UPLOAD_TOO_LARGE);
    clearErrors('attachments');
    setValue('attachments', file);
  };

  const onSubmit = async (values: CareerValues, event?: BaseSyntheticEvent) => {
    const form = event?.target as HTMLFormElement;
    const fileInput = form.elements.namedItem('attachments') as HTMLInputElement | null;
    const body = new FormData();
    body.set('name', values.name);
    body.set('email', values.email);
    body.set('phone', values.phone);
    if (values.attachments) body.set('attachments', values.attachments);
    body.set('website', honeypotValue(form));
    server.setOutcome({ kind: 'idle' });
    setUploaded(0);
    try {
      const response = await postWithProgress('/api/career', body, setUploaded);
      if (response.status === 200) {
        reset({ name: '', email: '', phone: '' });
        if (fileInput) fileInput.value = '';
        server.setOutcome(sentOutcome(response.body, CAREER_THANKS));
      } else if (response.status === 413) {
        refuseFile(fileInput, UPLOAD_TOO_LARGE);
      } else if (response.body.errors) {
        showServerErrors(response.body.errors, setError);
      } else {
        server.setOutcome({ kind: 'failed', message: CAREER_FAILURE });
      }
    } catch {
      server.setOutcome({ kind: 'failed', message: CAREER_FAILURE });
    } finally {
      setUploaded(null);
    }
  };

  const phone = register('phone');
  const message = (name: keyof CareerValues) => errors[name]?.message ?? server.serverErrors[name];
  const focused = server.firstFlagged(FIELD_ORDER);
  // A browser never fills a file input from the server's page: the visitor is asked to choose it again.
  const fileMessage = message('attachments') ?? (Object.keys(server.serverErrors).length > 0 ? CHOOSE_FILE_AGAIN : undefined);
  // Focus the first field in reading order that needs attention (the file input is not registered).
  const onInvalid = (invalid: Partial<Record<keyof CareerValues, unknown>>) => {
    const first = (['name', 'email', 'phone'] as const).find((name) => invalid[name]);
    if (first) focusField(first);
    else if (invalid.attachments) focusField('attachments');
  };
  const fileHint = `JPEG, PNG, GIF, PDF, Word (DOC, DOCX) or CSV, up to ${MAX_UPLOAD_LABEL}.`;

  return (
    <FormFrame id="career-title" title="Apply for a job" action={server.formAction} onSubmit={handleSubmit(onSubmit, onInvalid)} onFocus={careerRules.preload}>
      <FormField name="name" label={LABELS.name} required error={message('name')}>
        <input type="text" autoComplete="name" defaultValue={typed.name} {...describedBy('name', message('name'), { focus: focused === 'name' })} {...register('name')} />
      </FormField>
      <FormField name="email" label={LABELS.email} required error={message('email')}>
        <input type="email" autoComplete="email" defaultValue={typed.email} {...describedBy('email', message('email'), { focus: focused === 'email' })} {...register('email')} />
      </FormField>
      <PhoneField registration={phone} error={message('phone')} defaultValue={typed.phone} autoFocus={focused === 'phone'} />
      <FormField name="attachments" label={LABELS.attachments} required error={fileMessage} hint={fileHint}>
        <input
          type="file"
          name="attachments"
          accept={ACCEPT}
          {...describedBy('attachments', fileMessage, { hint: true, focus: focused === 'attachments' })}
          onChange={(event) => onFileChange(event.target)}
        />
      </FormField>
      <Honeypot />
      <FormActions notice={notice} sending={isSubmitting} label="Submit application">
        {uploaded !== null ? (
          <div className={styles.progress}>
            <label htmlFor="upload-progress">Uploading {uploaded}%</label>
            <progress id="upload-progress" max={100} value={uploaded} />
          </div>
        ) : null}
      </FormActions>
      <div className={styles.wide}>
        <SendOutcome outcome={server.outcome} form="career" focus={server.outcomeFromServer} answeredWithin={answeredWithin} />
      </div>
    </FormFrame>
  );
}
