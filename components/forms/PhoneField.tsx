import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { phoneDigits, spokenPhone } from '@/lib/forms/phone';
import { phoneKeysOnly } from './fieldProps';
import FormField from './FormField';
import styles from './Form.module.css';
import { FIELD_LABELS } from '@/lib/forms/labels';

/** Nothing typed is cut; once the number is read the field says which ten digits will be sent. */
export default function PhoneField({ registration, error, defaultValue, autoFocus }: { registration: UseFormRegisterReturn<'phone'>; error?: string; defaultValue?: string; autoFocus?: boolean }) {
  const [typed, setTyped] = useState(defaultValue ?? '');
  const digits = phoneDigits(typed);
  const readAs = digits && digits !== typed.trim() ? `We will send ${spokenPhone(digits)}.` : '';
  return (
    <FormField name="phone" label={FIELD_LABELS.enquiry.phone} required error={error} hint="10 digits; +91 or a 0 in front is fine">
      <input
        id="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={24}
        defaultValue={defaultValue}
        autoFocus={autoFocus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={['phone-hint', error ? 'phone-error' : null, readAs ? 'phone-read-as' : null].filter(Boolean).join(' ')}
        {...registration}
        onKeyDown={phoneKeysOnly}
        onChange={(event) => {
          setTyped(event.target.value);
          void registration.onChange(event);
        }}
      />
      <p id="phone-read-as" className={styles.hint} aria-live="polite">
        {readAs}
      </p>
    </FormField>
  );
}
