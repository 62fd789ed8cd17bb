'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './Modal.module.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  children: ReactNode;
}

// After a dialog that opened on its own, the next Tab reaches the skip link, as on load, not whatever
// follows the dialog in the document.
function focusStartOfPage() {
  const { body } = document;
  body.tabIndex = -1;
  body.focus({ preventScroll: true });
  body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
}

/** Native <dialog>: the page behind is inert; focus returns to what opened it. */
export default function Modal({ open, onClose, title, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  // Only a press that starts on the backdrop closes it: a tap begun before the dialog opened ends on it.
  const pressedBackdrop = useRef(false);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement;
      dialog.showModal();
      // The dialog itself takes focus, not its first button: a screen reader reads its name, the next Tab
      // reaches Close, and no browser rings Close after a tap (WebKit did, as if it were chosen).
      dialog.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onDialogClose = () => {
    onClose();
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener !== document.body) opener.focus();
    else focusStartOfPage();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={onDialogClose}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === dialogRef.current && pressedBackdrop.current) dialogRef.current.close();
        pressedBackdrop.current = false;
      }}
    >
      <div className={styles.box}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label="Close">
            ×
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
