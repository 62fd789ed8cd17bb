'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { isNavGroup, type NavEntry, type NavLink } from '@/lib/content/navigation';
import { isEntryActive } from '@/lib/navigation';
import { openStateFromDom } from './navBeforeHydration';
import styles from './MainNav.module.css';

interface MainNavProps {
  entries: NavEntry[];
}

/**
 * The main navigation: disclosure buttons for the groups, a 'Menu' toggle at 991px or less.
 * Escape closes the open group (or the mobile menu) and puts focus back on its button.
 */
export default function MainNav({ entries }: MainNavProps) {
  const pathname = usePathname() ?? '/';
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // Take over what the visitor opened before hydration (NAV_BUTTONS_BEFORE_HYDRATION in the layout).
  useEffect(() => {
    if (!navRef.current || !toggleRef.current) return;
    const early = openStateFromDom(navRef.current, toggleRef.current);
    if (early.menuOpen) setMenuOpen(true);
    if (early.openGroup !== null) setOpenGroup(early.openGroup);
  }, []);

  // A click or tap outside the navigation closes an open group.
  useEffect(() => {
    if (openGroup === null) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [openGroup]);

  const closeAll = () => {
    setOpenGroup(null);
    setMenuOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openGroup !== null) {
      const button = navRef.current?.querySelector<HTMLButtonElement>(`[data-group="${CSS.escape(openGroup)}"]`);
      setOpenGroup(null);
      button?.focus();
    } else if (menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  // Focus leaving a group (Tab past its last link) closes it, so menus never pile up.
  const onGroupBlur = (label: string) => (event: React.FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null) && openGroup === label) setOpenGroup(null);
  };

  // Plain anchors, as everywhere on the site (no next/link): each page is complete server HTML, so a full load
  // costs about what a client transition does, no page prefetches the code and data of pages a visitor may never
  // open, and pages do not carry the client router's link runtime (docs/performance.md).
  const renderLink = (link: NavLink, className: string | undefined) => {
    if (link.external) {
      return (
        <a className={className} href={link.href} target="_blank" rel="noopener noreferrer" onClick={closeAll}>
          {link.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    }
    const current = isEntryActive(link, pathname);
    return (
      <a className={className} href={link.href} aria-current={current ? 'page' : undefined} onClick={closeAll}>
        {link.label}
      </a>
    );
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label="Main" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={menuOpen}
        aria-controls={listId}
        onClick={() => setMenuOpen((open) => !open)}
      >
        <span className={styles.toggleIcon} aria-hidden="true" />
        Menu
      </button>
      <ul id={listId} className={styles.list} data-open={menuOpen}>
        {entries.map((entry) => {
          const active = isEntryActive(entry, pathname);
          if (!isNavGroup(entry)) {
            return (
              <li key={entry.label} className={styles.item}>
                {renderLink(entry, styles.link)}
              </li>
            );
          }
          const expanded = openGroup === entry.label;
          const submenuId = `${listId}-${entry.label.replace(/\W+/g, '-')}`;
          return (
            <li key={entry.label} className={styles.item} onBlur={onGroupBlur(entry.label)}>
              <button
                type="button"
                className={styles.groupButton}
                data-group={entry.label}
                data-active={active}
                aria-expanded={expanded}
                aria-controls={submenuId}
                onClick={() => setOpenGroup(expanded ? null : entry.label)}
              >
                {entry.label}
                <span className={styles.caret} aria-hidden="true" />
              </button>
              <ul id={submenuId} className={styles.submenu} data-open={expanded}>
                {entry.children.map((child) => (
                  <li key={child.href}>{renderLink(child, styles.sublink)}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
