import type { FormEvent } from 'react';
import { afterNextPaint } from '@/components/ui/afterNextPaint';

/** Forms whose submit is under way, from the tap until it is sent or refused. */
const submitting = new WeakSet<HTMLFormElement>();

// The form is marked busy before the slow check runs, a frame later on a cheap phone; a second submit
// meanwhile is dropped, so no form is sent twice.
export function submitAfterPaint(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (submitting.has(form)) return;
    submitting.add(form);
    form.setAttribute('aria-busy', 'true');
    void afterNextPaint()
      .then(() => {
        // From here the check's own state shows: the messages, or "Sending…" on a disabled button.
        form.removeAttribute('aria-busy');
        return submit(event);
      })
      .catch(() => undefined)
      .finally(() => {
        form.removeAttribute('aria-busy');
        submitting.delete(form);
      });
  };
}
