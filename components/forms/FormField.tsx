import type { FormEvent, ReactNode } from 'react';
import { submitAfterPaint } from './submitAfterPaint';
import styles from './Form.module.css';

interface FormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** A label, the input, an optional hint and the field's message, tied together by ids. */
export default function FormField({ name, label, required, error, hint, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={name}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A field bots fill and people never see; the server drops any form that has it filled. */
export function Honeypot() {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor="website">Leave this field empty</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

interface FormFrameProps {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  /** The server's handling when the browser posts the form itself (from useActionState). */
  action: (data: FormData) => void;
  /** Checks and sends the form; run after the tap's frame is painted. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** Starts loading the form's rules when the visitor first reaches a field. */
  onFocus: () => void;
  children: ReactNode;
}

/** Both forms' frame: posted by the browser without scripts, checked and sent in place with them. */
export function FormFrame({ id, title, action, onSubmit, onFocus, children }: FormFrameProps) {
  return (
    <form className={styles.form} action={action} onSubmit={submitAfterPaint(onSubmit)} onFocus={onFocus} noValidate aria-labelledby={id}>
      <h2 id={id} className={styles.wide}>
        {title}
      </h2>
      <p className={styles.wide}>Fields marked * are required.</p>
      {children}
    </form>
  );
}

/** The form's end: the short notice read before Send, Send itself (busy while sending), then what follows it. */
export function FormActions({ notice, sending, label, children }: { notice: ReactNode; sending: boolean; label: string; children: ReactNode }) {
  return (
    <div className={`${styles.wide} ${styles.actions}`}>
      {notice}
      <button type="submit" className="button" disabled={sending} aria-disabled={sending}>
        {sending ? 'Sending…' : label}
      </button>
      {children}
    </div>
  );
}
