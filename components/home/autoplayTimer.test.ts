import { AutoplayTimer } from './autoplayTimer';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function timer(delay = 5000) {
  const advance = jest.fn();
  const autoplay = new AutoplayTimer(advance, delay);
  return { advance, autoplay };
}

test('turns once a delay after each (re)start, and not before', () => {
  const { advance, autoplay } = timer();
  autoplay.restart();
  jest.advanceTimersByTime(4999);
  expect(advance).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(advance).toHaveBeenCalledTimes(1);
  // The next turn waits for the slide change that restarts it, as the carousel does on its transition's end.
  jest.advanceTimersByTime(20_000);
  expect(advance).toHaveBeenCalledTimes(1);
  autoplay.restart();
  jest.advanceTimersByTime(5000);
  expect(advance).toHaveBeenCalledTimes(2);
});

test('a slide change by the visitor puts the next turn a whole delay away', () => {
  const { advance, autoplay } = timer();
  autoplay.restart();
  jest.advanceTimersByTime(4000);
  autoplay.restart();
  jest.advanceTimersByTime(4000);
  expect(advance).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1000);
  expect(advance).toHaveBeenCalledTimes(1);
});

test('holds stop it until every one is released, and the last release waits a whole delay', () => {
  const { advance, autoplay } = timer();
  autoplay.restart();
  autoplay.hold('pointer');
  autoplay.hold('focus');
  expect(autoplay.playing).toBe(false);
  jest.advanceTimersByTime(60_000);
  autoplay.release('pointer');
  jest.advanceTimersByTime(60_000);
  expect(advance).not.toHaveBeenCalled();
  autoplay.release('focus');
  expect(autoplay.playing).toBe(true);
  jest.advanceTimersByTime(4999);
  expect(advance).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(advance).toHaveBeenCalledTimes(1);
});

test('a restart while held, or a release of what was not held, starts nothing', () => {
  const { advance, autoplay } = timer();
  autoplay.hold('user');
  autoplay.restart();
  autoplay.release('offscreen');
  jest.advanceTimersByTime(60_000);
  expect(advance).not.toHaveBeenCalled();
});

test('once disposed it never turns again', () => {
  const { advance, autoplay } = timer();
  autoplay.restart();
  autoplay.dispose();
  autoplay.restart();
  jest.advanceTimersByTime(60_000);
  expect(advance).not.toHaveBeenCalled();
  expect(autoplay.playing).toBe(false);
});
