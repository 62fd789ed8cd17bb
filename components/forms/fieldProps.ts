import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { KeyboardEvent } from 'react';
import { PHONE_KEY } from '@/lib/forms/phone';

/** The first field with a server message takes focus as the page loads, scripts or not. */
export function describedBy(name: string, error: string | undefined, options: { hint?: boolean; focus?: boolean } = {}) {
  const ids = [options.hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(' ');
  return { id: name, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined, autoFocus: options.focus || undefined };
}

const EDITING_KEYS = new Set(['Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** Phone inputs take the keys a number is written with: digits, +, spaces, dashes, dots, brackets (shortcuts such as Ctrl+V still work). */
export function phoneKeysOnly(event: KeyboardEvent<HTMLInputElement>) {
  if (event.ctrlKey || event.metaKey || event.altKey || EDITING_KEYS.has(event.key)) return;
  if (event.key.length === 1 && !PHONE_KEY.test(event.key)) event.preventDefault();
}

// WebKit scrolls a focused field just into view, leaving its label off screen, so the block holding both
// is scrolled to here.
export function focusField(name: string) {
  const field = document.getElementById(name) ?? document.querySelector<HTMLElement>(`[name="${name}"]`);
  if (!field) return;
  field.focus({ preventScroll: true });
  let block = field.parentElement;
  while (block && !block.querySelector(`label[for="${field.id}"], legend`)) block = block.parentElement;
  const target = block ?? field;
  target.scrollIntoView({ block: 'nearest' });
  // Brought down from above, the block lands flush with the top edge, and a fraction of a pixel of
  // rounding (WebKit, Firefox) puts its label just above it: a little room keeps the label whole.
  const room = 8;
  const top = target.getBoundingClientRect().top;
  if (top < room) window.scrollBy(0, top - room);
}

/** Puts the server's field messages (a 422 answer's `errors`) on their fields, and focus on the first. */
export function showServerErrors<T extends FieldValues>(errors: Record<string, string>, setError: UseFormSetError<T>) {
  Object.entries(errors).forEach(([field, message], index) => setError(field as Path<T>, { message }, { shouldFocus: index === 0 }));
}

/** What the hidden honeypot field holds: empty for people, filled by bots. */
export function honeypotValue(form: HTMLFormElement | undefined): string {
  return (form?.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
}
