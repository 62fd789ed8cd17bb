/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useIdle } from './useIdle';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

test('turns true only when the browser reports it is idle', () => {
  let idleCallback: IdleRequestCallback | undefined;
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idleCallback = callback;
    return 7;
  });
  window.cancelIdleCallback = jest.fn();
  const { result, unmount } = renderHook(() => useIdle());
  expect(result.current).toBe(false);
  expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  act(() => idleCallback?.({ didTimeout: false, timeRemaining: () => 10 }));
  expect(result.current).toBe(true);
  unmount();
  expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
});

test('falls back to the next task where requestIdleCallback is missing', () => {
  jest.useFakeTimers();
  const { result } = renderHook(() => useIdle());
  expect(result.current).toBe(false);
  act(() => jest.runOnlyPendingTimers());
  expect(result.current).toBe(true);
});
