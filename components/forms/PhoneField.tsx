import type { UseFormRegisterReturn } from 'react-hook-form';
import { digitKeysOnly, toPhoneDigits } from './fieldProps';
import FormField from './FormField';

/** The phone field of both forms: digit keys only, and whatever is typed or pasted kept to 10 digits. */
export default function PhoneField({ registration, error, defaultValue, autoFocus }: { registration: UseFormRegisterReturn<'phone'>; error?: string; defaultValue?: string; autoFocus?: boolean }) {
  return (
    <FormField name="phone" label="Phone" required error={error} hint="10 digits">
      <input
        id="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        defaultValue={defaultValue}
        autoFocus={autoFocus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'phone-hint phone-error' : 'phone-hint'}
        {...registration}
        onKeyDown={digitKeysOnly}
        onChange={(event) => {
          event.target.value = toPhoneDigits(event.target.value);
          void registration.onChange(event);
        }}
      />
    </FormField>
  );
}
