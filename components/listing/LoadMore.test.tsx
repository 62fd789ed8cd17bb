/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { keepEarlyTaps } from '@/components/layout/headScript';
import { hydrateAfter, unmountHydrated } from '@/test/hydrate';
import LoadMore from './LoadMore';

// The head script's listener, as every page has it before its scripts start.
beforeAll(() => keepEarlyTaps());
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete document.documentElement.dataset.hydrated;
});

describe('Load More tapped before the page hydrated', () => {
  afterEach(unmountHydrated);

  it('shows the tap was taken at once, and answers it once the button hydrates', async () => {
    const onClick = jest.fn();
    let button!: HTMLElement;
    await hydrateAfter(<LoadMore hasMore onClick={onClick} />, () => {
      button = screen.getByRole('button', { name: 'Load More' });
      fireEvent.click(button);
      expect(button).toHaveAttribute('aria-busy', 'true');
    });
    expect(onClick).not.toHaveBeenCalled();
    await act(async () => {
      jest.runAllTimers();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('Load More tapped once hydrated', () => {
  it('answers a tap React delivered itself once, even when the head script kept it too', async () => {
    const onClick = jest.fn();
    render(<LoadMore hasMore onClick={onClick} />);
    // No data-hydrated yet: the head script keeps the tap, and React delivers it as well.
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await act(async () => {
      jest.runAllTimers();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a tap on the hydrated page to React alone', () => {
    document.documentElement.dataset.hydrated = '';
    const onClick = jest.fn();
    render(<LoadMore hasMore onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Load More' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
