/**
 * The main navigation's buttons before React is live. The script chunks wait for the first paint
 * (scripts/serve.js), so on a slow line a visitor can tap Menu a second or more before the menu is
 * hydrated. This inline script makes that tap work: it flips `aria-expanded` on the button and
 * `data-open` on the list it controls, the same attributes MainNav renders; MainNav reads them back
 * when it mounts (`openStateFromDom`), so React takes over the menu as the visitor left it. Once a
 * button carries React's props the script leaves its clicks alone.
 */
export const NAV_BUTTONS_BEFORE_HYDRATION = [
  '(function(){document.addEventListener("click",function(event){',
  'var target=event.target;if(!(target instanceof Element))return;',
  'var button=target.closest(\'nav[aria-label="Main"] button[aria-controls]\');if(!button)return;',
  'if(Object.keys(button).some(function(key){return key.indexOf("__reactProps")===0}))return;',
  'var list=document.getElementById(button.getAttribute("aria-controls"));if(!list)return;',
  'var open=button.getAttribute("aria-expanded")!=="true";',
  'button.setAttribute("aria-expanded",String(open));list.setAttribute("data-open",String(open))},true)})();',
].join('');

export interface NavOpenState {
  menuOpen: boolean;
  openGroup: string | null;
}

/** What a visitor opened before hydration, read from the attributes the early script set. */
export function openStateFromDom(nav: HTMLElement, toggle: HTMLButtonElement): NavOpenState {
  const openGroupButton = nav.querySelector<HTMLButtonElement>('button[data-group][aria-expanded="true"]');
  return { menuOpen: toggle.getAttribute('aria-expanded') === 'true', openGroup: openGroupButton?.dataset.group ?? null };
}
