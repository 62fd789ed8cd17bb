'use client';

import { AGE_QUESTION, CLASS_OPTIONS, DATE_IS_RIGHT, dateOfBirthBounds, ENQUIRY_DEFAULTS, GENDER_OPTIONS } from '@/lib/forms/fields';
import type { EnquiryContext, EnquiryFields } from '@/lib/forms/schemas';
import { lazySchemaResolver } from './lazyResolver';
import PhoneField from './PhoneField';
import FormField, { FormActions, FormFrame, Honeypot } from './FormField';
import SendOutcome from './SendOutcome';
import { useJsonForm, type JsonFormProps } from './useJsonForm';
import styles from './Form.module.css';
import { FIELD_LABELS } from '@/lib/forms/labels';

const LABELS = FIELD_LABELS.enquiry;

const FIELD_ORDER: (keyof EnquiryFields)[] = ['name', 'email', 'phone', 'date', 'ageConfirmed', 'gender', 'class', 'location', 'address', 'messageTitle', 'message', 'guardian'];

const SEND_FAILED = 'We could not send your enquiry. Nothing was lost: please check your connection and try again.';

const enquiryRules = lazySchemaResolver<EnquiryFields>((schemas) => schemas.enquirySchema);

interface EnquiryFormProps extends JsonFormProps {
  /** The office's usual ages per class (content), null until it gives them: the age question asks nothing then. */
  usualAges: EnquiryContext['usualAges'];
  /** How soon the school answers (content), null until the office says: the thank-you promises no time then. */
  answeredWithin: string | null;
}

/** Without scripts it posts to the server; with them it goes to /api/enquiry and is kept when sending fails. */
export default function EnquiryForm({ action, permalink, notice, usualAges, answeredWithin }: EnquiryFormProps) {
  const context: EnquiryContext = { usualAges };
  const { server, typed, register, watch, recheck, sending, submit, message, focused, field, preload } = useJsonForm<EnquiryFields>({ action, permalink, url: '/api/enquiry', blank: ENQUIRY_DEFAULTS, rules: enquiryRules, order: FIELD_ORDER, failed: SEND_FAILED, context });

  const phone = register('phone');
  // Offered once the date was asked about, and kept while it is ticked (ticking answers the question).
  const asked = message('date')?.startsWith(AGE_QUESTION) || watch('ageConfirmed') === 'yes' || typed.ageConfirmed === 'yes';
  return (
    <FormFrame id="enquiry-title" title="Admission enquiry" action={server.formAction} onSubmit={submit} onFocus={preload}>
      <FormField name="name" label={LABELS.name} required error={message('name')} hint="Yours: the parent's or guardian's">
        <input type="text" autoComplete="name" defaultValue={typed.name} {...field('name', true)} {...register('name')} />
      </FormField>
      <FormField name="email" label={LABELS.email} required error={message('email')}>
        <input type="email" autoComplete="email" defaultValue={typed.email} {...field('email')} {...register('email')} />
      </FormField>
      <PhoneField registration={phone} error={message('phone')} defaultValue={typed.phone} autoFocus={focused === 'phone'} />
      <FormField name="date" label={LABELS.date} required error={message('date')} hint="The child's">
        <input type="date" {...dateOfBirthBounds(new Date())} suppressHydrationWarning defaultValue={typed.date} {...field('date', true)} {...register('date')} />
      </FormField>
      {asked ? (
        <div className={styles.field}>
          <label className={styles.declaration}>
            <input type="checkbox" value="yes" defaultChecked={typed.ageConfirmed === 'yes'} autoFocus={focused === 'ageConfirmed'} aria-describedby={message('date') ? 'date-error' : undefined} {...register('ageConfirmed', { onChange: () => recheck('date') })} />
            {DATE_IS_RIGHT}
          </label>
        </div>
      ) : null}
      <div className={styles.field}>
        <fieldset className={styles.radios} aria-describedby={message('gender') ? 'gender-error' : undefined}>
          <legend className={styles.legend}>
            {LABELS.gender}<span aria-hidden="true"> *</span> <span className={styles.hint}>(the child&apos;s)</span>
          </legend>
          {GENDER_OPTIONS.map((gender, index) => (
            <label key={gender}>
              <input type="radio" value={gender} defaultChecked={typed.gender === gender} autoFocus={index === 0 && focused === 'gender'} {...register('gender')} />
              {gender}
            </label>
          ))}
        </fieldset>
        {message('gender') ? (
          <p id="gender-error" className={styles.error}>
            {message('gender')}
          </p>
        ) : null}
      </div>
      <FormField name="class" label={LABELS.class} required error={message('class')} hint="The class you ask about for the child">
        <select defaultValue={typed.class} {...field('class', true)} {...register('class', { onChange: () => recheck('date') })}>
          {CLASS_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </FormField>
      <FormField name="location" label={LABELS.location} required error={message('location')} hint="The child's present school">
        <input type="text" defaultValue={typed.location} {...field('location', true)} {...register('location')} />
      </FormField>
      <FormField name="address" label={LABELS.address} error={message('address')} hint="Optional">
        <input type="text" defaultValue={typed.address} {...field('address', true)} {...register('address')} />
      </FormField>
      <div className={styles.wide}>
        <FormField name="messageTitle" label={LABELS.messageTitle} required error={message('messageTitle')}>
          <input type="text" defaultValue={typed.messageTitle} {...field('messageTitle')} {...register('messageTitle')} />
        </FormField>
      </div>
      <div className={styles.wide}>
        <FormField name="message" label={LABELS.message} required error={message('message')}>
          <textarea rows={5} defaultValue={typed.message} {...field('message')} {...register('message')} />
        </FormField>
      </div>
      <div className={`${styles.wide} ${styles.field}`}>
        <label className={styles.declaration}>
          <input type="checkbox" value="yes" defaultChecked={typed.guardian === 'yes'} autoFocus={focused === 'guardian'} aria-describedby={message('guardian') ? 'guardian-error' : undefined} aria-invalid={message('guardian') ? true : undefined} required {...register('guardian')} />
          I am the child&apos;s parent or lawful guardian.<span aria-hidden="true"> *</span>
        </label>
        {message('guardian') ? (
          <p id="guardian-error" className={styles.error}>
            {message('guardian')}
          </p>
        ) : null}
      </div>
      <Honeypot />
      <FormActions notice={notice} sending={sending} label="Send enquiry">
        <SendOutcome outcome={server.outcome} form="enquiry" focus={server.outcomeFromServer} answeredWithin={answeredWithin} />
      </FormActions>
    </FormFrame>
  );
}
