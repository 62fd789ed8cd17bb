'use client';

import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '@/lib/forms/fields';
import { lazySchemaResolver } from './lazyResolver';
import { ACCEPT, isAllowedFile, MAX_UPLOAD_BYTES, MAX_UPLOAD_LABEL, UPLOAD_TOO_LARGE } from '@/lib/forms/upload';
import { describedBy, honeypotValue, showServerErrors } from './fieldProps';
import PhoneField from './PhoneField';
import FormField, { Honeypot } from './FormField';
import styles from './Form.module.css';

interface CareerValues {
  name: string;
  email: string;
  phone: string;
  attachments?: File;
}

type Status = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'sent' } | { kind: 'failed' };

export const CAREER_SUCCESS = 'Your form was submitted successfully.';
export const CAREER_THANKS = 'Thank you for contacting us!';
export const CAREER_FAILURE = 'There was an error submitting the form. Please try again.';

/** fetch cannot report upload progress; XMLHttpRequest can. */
function postWithProgress(url: string, body: FormData, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: { errors?: Record<string, string> } }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve({ status: request.status, body: (request.response ?? {}) as { errors?: Record<string, string> } });
    request.onerror = () => reject(new Error('network error'));
    request.ontimeout = () => reject(new Error('timeout'));
    request.timeout = 60_000;
    request.send(body);
  });
}

const careerRules = lazySchemaResolver<CareerValues>((schemas) => schemas.careerSchema);

/** The career application: details and one file, with its progress shown while it uploads. */
export default function CareerForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CareerValues>({
    resolver: careerRules,
    defaultValues: { name: '', email: '', phone: '' },
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  /** Clears the chosen file (the spec: a refused file is cleared) and says why. */
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
    setStatus({ kind: 'sending', percent: 0 });
    try {
      const response = await postWithProgress('/api/career', body, (percent) => setStatus({ kind: 'sending', percent }));
      if (response.status === 200) {
        reset();
        if (fileInput) fileInput.value = '';
        setStatus({ kind: 'sent' });
        return;
      }
      if (response.status === 413) {
        refuseFile(fileInput, UPLOAD_TOO_LARGE);
        setStatus({ kind: 'idle' });
        return;
      }
      if (response.body.errors) {
        showServerErrors(response.body.errors, setError);
        setStatus({ kind: 'idle' });
        return;
      }
      setStatus({ kind: 'failed' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  const phone = register('phone');
  // Focus the first field in reading order that needs attention (the file input is not registered).
  const onInvalid = (invalid: Partial<Record<keyof CareerValues, unknown>>) => {
    const first = (['name', 'email', 'phone'] as const).find((name) => invalid[name]);
    if (first) setFocus(first);
    else if (invalid.attachments) document.getElementById('attachments')?.focus();
  };
  const fileHint = `JPEG, PNG, GIF, PDF, Word (DOC, DOCX) or CSV, up to ${MAX_UPLOAD_LABEL}.`;

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit, onInvalid)} onFocus={careerRules.preload} noValidate aria-labelledby="career-title">
      <h2 id="career-title" className={styles.wide}>
        Apply for a job
      </h2>
      <p className={styles.wide}>Fields marked * are required.</p>
      <FormField name="name" label="Name" required error={errors.name?.message}>
        <input type="text" autoComplete="name" {...describedBy('name', errors)} {...register('name')} />
      </FormField>
      <FormField name="email" label="Email" required error={errors.email?.message}>
        <input type="email" autoComplete="email" {...describedBy('email', errors)} {...register('email')} />
      </FormField>
      <PhoneField registration={phone} error={errors.phone?.message} />
      <FormField name="attachments" label="Your CV or application" required error={errors.attachments?.message} hint={fileHint}>
        <input
          type="file"
          name="attachments"
          accept={ACCEPT}
          {...describedBy('attachments', errors, true)}
          onChange={(event) => onFileChange(event.target)}
        />
      </FormField>
      <Honeypot />
      <div className={`${styles.wide} ${styles.actions}`}>
        <button type="submit" className="button" disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Submit application'}
        </button>
        {status.kind === 'sending' ? (
          <div className={styles.progress}>
            <label htmlFor="upload-progress">Uploading {status.percent}%</label>
            <progress id="upload-progress" max={100} value={status.percent} />
          </div>
        ) : null}
      </div>
      <div className={styles.wide} role="status" aria-live="polite">
        {status.kind === 'sent' ? (
          <p className={styles.success}>
            {CAREER_SUCCESS} {CAREER_THANKS}
          </p>
        ) : null}
      </div>
      <div className={styles.wide} role="alert">
        {status.kind === 'failed' ? <p className={styles.failure}>{CAREER_FAILURE}</p> : null}
      </div>
    </form>
  );
}
