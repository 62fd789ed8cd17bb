/**
 * The main navigation's buttons before React is live. The script chunks wait for the first paint
 * (scripts/serve.js), so on a slow line a visitor can tap Menu a second or more before the menu is
 * hydrated. This inline script makes the menu behave as MainNav does by then: a tap flips
 * `aria-expanded` on the button and `data-open` on the list it controls (the attributes MainNav
 * renders), opening a group closes the other, a tap outside closes the open group, and Escape inside
 * the navigation closes the open group, or else the menu, and puts focus back on its button. MainNav
 * reads the attributes back when it mounts (`openStateFromDom`), so React takes over the menu as the
 * visitor left it. Once a button carries React's props the script leaves it alone.
 */
export const NAV_BUTTONS_BEFORE_HYDRATION = [
  '(function(){',
  'function nav(){return document.querySelector(\'nav[aria-label="Main"]\')}',
  'function live(button){return Object.keys(button).some(function(key){return key.indexOf("__reactProps")===0})}',
  'function openGroups(menu){return [].slice.call(menu.querySelectorAll(\'button[data-group][aria-expanded="true"]\')).filter(function(b){return !live(b)})}',
  'function set(button,open){var list=document.getElementById(button.getAttribute("aria-controls"));if(!list)return;',
  'button.setAttribute("aria-expanded",String(open));list.setAttribute("data-open",String(open))}',
  'document.addEventListener("click",function(event){',
  'var target=event.target;if(!(target instanceof Element))return;',
  'var button=target.closest(\'nav[aria-label="Main"] button[aria-controls]\');if(!button||live(button))return;',
  'var open=button.getAttribute("aria-expanded")!=="true";',
  'if(open&&button.hasAttribute("data-group"))openGroups(nav()).forEach(function(other){set(other,false)});',
  'set(button,open)},true);',
  'document.addEventListener("mousedown",function(event){var menu=nav();',
  'if(menu&&!menu.contains(event.target))openGroups(menu).forEach(function(group){set(group,false)})},true);',
  'document.addEventListener("keydown",function(event){var menu=nav();',
  'if(event.key!=="Escape"||!menu||!menu.contains(event.target))return;',
  'var toggle=menu.querySelector("button[aria-controls]:not([data-group])");',
  'var button=openGroups(menu)[0]||(toggle&&!live(toggle)&&toggle.getAttribute("aria-expanded")==="true"?toggle:null);',
  'if(button){set(button,false);button.focus()}},true)})();',
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
