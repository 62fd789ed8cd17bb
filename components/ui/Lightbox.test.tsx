/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import Lightbox from './Lightbox';
import { loadPhotoSwipe, openPhotoSwipe } from './openPhotoSwipe';

jest.mock('./openPhotoSwipe', () => ({ loadPhotoSwipe: jest.fn(() => Promise.resolve()), openPhotoSwipe: jest.fn(() => Promise.resolve()) }));

const photos = [1, 2].map((n) => ({ src: `/photos/${n}.jpg`, width: 1200, height: 800, alt: `Photo ${n}` }));

test('a tap dims the photo at once and builds PhotoSwipe only after that frame is painted', async () => {
  jest.useFakeTimers();
  try {
    render(<Lightbox photos={photos} label="Trip" />);
    const link = screen.getByRole('link', { name: 'Open photo 2 of 2: Photo 2' });
    fireEvent.click(link);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(openPhotoSwipe).not.toHaveBeenCalled();

    await act(async () => {
      jest.runAllTimers();
    });
    expect(openPhotoSwipe).toHaveBeenCalledWith(photos, 1);
    expect(link).not.toHaveAttribute('aria-busy');
  } finally {
    jest.useRealTimers();
  }
});

test('where the browser has no idle callback (Safari, WebKit), the viewer\'s code is fetched a second after hydration, not on the first tap', () => {
  jest.useFakeTimers();
  try {
    expect(typeof window.requestIdleCallback).toBe('undefined');
    jest.mocked(loadPhotoSwipe).mockClear();
    render(<Lightbox photos={photos} label="Trip" />);
    expect(loadPhotoSwipe).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(loadPhotoSwipe).toHaveBeenCalledTimes(1);
  } finally {
    jest.useRealTimers();
  }
});
