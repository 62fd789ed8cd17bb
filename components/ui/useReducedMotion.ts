import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for reduced motion, right now (outside React: PhotoSwipe's options). */
export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** The same, kept current when the setting changes; false in the server HTML (nothing moves before hydration). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
