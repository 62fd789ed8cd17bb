// Run inline in every page's <head> (components/layout/headScript.ts) and by a notice's Dismiss button: a
// module of its own, so the button's code carries nothing else of the head script (its font among them).

/**
 * Hides the school's notices this browser dismissed (their ids kept in its storage), before the first paint
 * so nothing moves; `dismissed` adds one, as its Dismiss button does. Storage refused: every notice shows.
 */
export function hideDismissedNotices(dismissed?: string): void {
  try {
    const key = 'kvns-dismissed-notices';
    const ids = (localStorage.getItem(key) ?? '').split(' ').filter((id) => /^[\w-]{1,64}$/.test(id));
    if (dismissed && !ids.includes(dismissed)) ids.push(dismissed);
    // The newest fifty: a notice long gone needs no place.
    const kept = ids.slice(-50);
    if (dismissed) localStorage.setItem(key, kept.join(' '));
    let style = document.getElementById(key);
    if (!style) {
      style = document.createElement('style');
      style.id = key;
      document.head.appendChild(style);
    }
    style.textContent = kept.length ? `${kept.map((id) => `[data-notice-id="${id}"]`).join(',')}{display:none}` : '';
  } catch {
    // Storage refused (a private window's settings): the notices stay.
  }
}
