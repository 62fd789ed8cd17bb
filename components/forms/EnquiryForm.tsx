'use client';

import { useState, type BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { CLASS_OPTIONS, ENQUIRY_DEFAULTS, GENDER_OPTIONS } from '@/lib/forms/fields';
import type { EnquiryFields } from '@/lib/forms/schemas';
import { lazySchemaResolver } from './lazyResolver';
import { describedBy, honeypotValue, showServerErrors } from './fieldProps';
import PhoneField from './PhoneField';
import FormField, { Honeypot } from './FormField';
import styles from './Form.module.css';

type Status = { kind: 'idle' } | { kind: 'sent'; message: string } | { kind: 'failed'; message: string };

const FIELD_ORDER: (keyof EnquiryFields)[] = ['name', 'email', 'phone', 'date', 'gender', 'class', 'location', 'address', 'messageTitle', 'message'];

const SEND_FAILED = 'We could not send your enquiry. Nothing was lost: please check your connection and try again.';

const enquiryRules = lazySchemaResolver<EnquiryFields>((schemas) => schemas.enquirySchema);

/** The admission enquiry: checked on submit, sent to /api/enquiry, kept when sending fails. */
export default function EnquiryForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryFields>({
    resolver: enquiryRules,
    defaultValues: ENQUIRY_DEFAULTS,
    shouldFocusError: false,
  });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const onSubmit = async (values: EnquiryFields, event?: BaseSyntheticEvent) => {
    const website = honeypotValue(event?.target as HTMLFormElement | undefined);
    setStatus({ kind: 'idle' });
    try {
      const response = await fetch('/api/enquiry', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...values, website }),
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string; errors?: Record<string, string> };
      if (response.ok) {
        reset(ENQUIRY_DEFAULTS);
        setStatus({ kind: 'sent', message: body.message ?? 'Thank you for contacting us!' });
        return;
      }
      if (body.errors) {
        showServerErrors(body.errors, setError);
        return;
      }
      setStatus({ kind: 'failed', message: body.error ?? SEND_FAILED });
    } catch {
      setStatus({ kind: 'failed', message: SEND_FAILED });
    }
  };

  const phone = register('phone');
  const message = (name: keyof EnquiryFields) => errors[name]?.message;
  // Focus the first field in reading order that needs attention.
  const onInvalid = (invalid: Partial<Record<keyof EnquiryFields, unknown>>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (first) setFocus(first);
  };

  return (
    <form className={styles.form} onSubmit={handleSubmit(onSubmit, onInvalid)} onFocus={enquiryRules.preload} noValidate aria-labelledby="enquiry-title">
      <h2 id="enquiry-title" className={styles.wide}>
        Admission enquiry
      </h2>
      <p className={styles.wide}>Fields marked * are required.</p>
      <FormField name="name" label="Name" required error={message('name')}>
        <input type="text" autoComplete="name" {...describedBy('name', errors)} {...register('name')} />
      </FormField>
      <FormField name="email" label="Email" required error={message('email')}>
        <input type="email" autoComplete="email" {...describedBy('email', errors)} {...register('email')} />
      </FormField>
      <PhoneField registration={phone} error={message('phone')} />
      <FormField name="date" label="Date of Birth" required error={message('date')}>
        <input type="date" autoComplete="bday" {...describedBy('date', errors)} {...register('date')} />
      </FormField>
      <div className={styles.field}>
        <fieldset className={styles.radios} aria-describedby={errors.gender ? 'gender-error' : undefined}>
          <legend className={styles.legend}>
            Gender<span aria-hidden="true"> *</span>
          </legend>
          {GENDER_OPTIONS.map((gender) => (
            <label key={gender}>
              <input type="radio" value={gender} {...register('gender')} />
              {gender}
            </label>
          ))}
        </fieldset>
        {errors.gender ? (
          <p id="gender-error" className={styles.error}>
            {errors.gender.message}
          </p>
        ) : null}
      </div>
      <FormField name="class" label="Class" required error={message('class')}>
        <select {...describedBy('class', errors)} {...register('class')}>
          {CLASS_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
      <FormField name="location" label="Present School" required error={message('location')}>
        <input type="text" {...describedBy('location', errors)} {...register('location')} />
      </FormField>
      <FormField name="address" label="School name" error={message('address')} hint="Optional">
        <input type="text" {...describedBy('address', errors, true)} {...register('address')} />
      </FormField>
      <div className={styles.wide}>
        <FormField name="messageTitle" label="Subject" required error={message('messageTitle')}>
          <input type="text" {...describedBy('messageTitle', errors)} {...register('messageTitle')} />
        </FormField>
      </div>
      <div className={styles.wide}>
        <FormField name="message" label="Message" required error={message('message')}>
          <textarea rows={5} {...describedBy('message', errors)} {...register('message')} />
        </FormField>
      </div>
      <Honeypot />
      <div className={`${styles.wide} ${styles.actions}`}>
        <button type="submit" className="button" disabled={isSubmitting} aria-disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send enquiry'}
        </button>
        <div role="status" aria-live="polite">
          {status.kind === 'sent' ? <p className={styles.success}>{status.message}</p> : null}
        </div>
        <div role="alert">{status.kind === 'failed' ? <p className={styles.failure}>{status.message}</p> : null}</div>
      </div>
    </form>
  );
}
