import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

const hydrated: Root[] = [];

/**
 * A page as a visitor on a slow line meets it: the server's HTML of `element`, acted on by `before` while
 * the scripts are on their way (typed into, tapped), then hydrated. Returns the element's container.
 */
export async function hydrateAfter(element: ReactElement, before: (container: HTMLElement) => void = () => undefined): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  before(container);
  await act(async () => {
    hydrated.push(hydrateRoot(container, element));
  });
  return container;
}

/** Unmounts what `hydrateAfter` hydrated, and empties the page: for `afterEach`. */
export function unmountHydrated(): void {
  act(() => {
    for (const root of hydrated.splice(0)) root.unmount();
  });
  document.body.innerHTML = '';
}
