'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { isNavGroup, type NavEntry, type NavLink } from '@/lib/content/navigation';
import { isEntryActive } from '@/lib/site/activeEntry';
import styles from './MainNav.module.css';
import NewTabLink from '@/components/ui/NewTabLink';

interface MainNavProps {
  entries: NavEntry[];
}

/** Name shared by the groups' <details>: the browser keeps at most one of them open. */
const GROUP_NAME = 'main-nav-group';

const openGroupsIn = (root: ParentNode) => [...root.querySelectorAll<HTMLDetailsElement>('details[open]')];
const close = (group: HTMLDetailsElement) => {
  group.open = false;
};

// HTML alone makes the menu (a popover, each group an exclusive <details>); React adds Escape, closing on
// an outside click and, without popovers (Safari before 17), Menu itself.
export default function MainNav({ entries }: MainNavProps) {
  const pathname = usePathname() ?? '/';
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const [popoverless, setPopoverless] = useState(false);
  const [listOpen, setListOpen] = useState(false);

  useEffect(() => {
    // Known only in the browser; the server's HTML serves both kinds of browser.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!('popover' in HTMLElement.prototype)) setPopoverless(true);
  }, []);

  // A click or tap outside the navigation closes an open group, and without popovers the open list, as a
  // popover's light dismiss would. Pointer events, as a carousel cancels the mouse events that would
  // follow a press on it.
  useEffect(() => {
    const closeOnOutsideClick = (event: PointerEvent) => {
      const nav = navRef.current;
      if (!nav || nav.contains(event.target as Node)) return;
      openGroupsIn(nav).forEach(close);
      setListOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    const group = (event.target as Element).closest('details[open]') ?? (navRef.current && openGroupsIn(navRef.current)[0]);
    if (!(group instanceof HTMLDetailsElement)) {
      // The popover closes itself; without one, the list is closed here.
      if (popoverless && listOpen) {
        setListOpen(false);
        toggleRef.current?.focus();
      }
      return;
    }
    // Held back from the browser, which would also close the popover holding the group.
    event.preventDefault();
    close(group);
    group.querySelector('summary')?.focus();
  };

  // Focus leaving a group (Tab past its last link) closes it, so menus never pile up. Not when it moves to
  // another group's summary: that group's opening closes this one (one exclusive set), and closing it
  // now, on the press, would shift the list under the finger before the tap lands.
  const onGroupBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    const next = event.relatedTarget as Element | null;
    if (event.currentTarget.contains(next)) return;
    if (next?.matches('summary') && navRef.current?.contains(next)) return;
    close(event.currentTarget);
  };

  // Plain anchors, as everywhere on the site (no next/link): each page is complete server HTML, so a full
  // load costs about what a client transition does, and no page prefetches pages a visitor may never open.
  const renderLink = (link: NavLink, className: string | undefined) => {
    if (link.external) {
      return (
        <NewTabLink className={className} href={link.href}>
          {link.label}
        </NewTabLink>
      );
    }
    const current = isEntryActive(link, pathname);
    return (
      <a className={className} href={link.href} aria-current={current ? 'page' : undefined}>
        {link.label}
      </a>
    );
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main" onKeyDown={onKeyDown} data-popoverless={popoverless || undefined} data-open={listOpen || undefined}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        popoverTarget={listId}
        aria-expanded={popoverless ? listOpen : undefined}
        aria-controls={popoverless ? listId : undefined}
        onClick={popoverless ? () => setListOpen((open) => !open) : undefined}
      >
        <span className={styles.toggleIcon} aria-hidden="true" />
        <span className={styles.toggleText}>Menu</span>
      </button>
      <ul id={listId} className={`popover-in-place ${styles.list}`} popover="auto">
        {entries.map((entry) => {
          const active = isEntryActive(entry, pathname);
          if (!isNavGroup(entry)) {
            return (
              <li key={entry.label} className={styles.item}>
                {renderLink(entry, styles.link)}
              </li>
            );
          }
          return (
            <li key={entry.label} className={styles.item}>
              <details name={GROUP_NAME} className={styles.group} onBlur={onGroupBlur}>
                <summary className={styles.groupButton} data-active={active}>
                  {entry.label}
                  <span className={styles.caret} aria-hidden="true" />
                </summary>
                <ul className={styles.submenu}>
                  {entry.children.map((child) => (
                    <li key={child.href}>{renderLink(child, styles.sublink)}</li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
