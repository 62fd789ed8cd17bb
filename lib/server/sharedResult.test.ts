import { sharedResult } from './sharedResult';

test('callers at once share one call; its result is reused until it is too old, then asked again', async () => {
  let clock = 0;
  let calls = 0;
  let release!: (value: number) => void;
  const load = jest.fn(() => {
    calls += 1;
    return new Promise<number>((resolve) => {
      release = resolve;
    });
  });
  const state = sharedResult(load, 2000, () => clock);
  const waiting = Array.from({ length: 100 }, () => state());
  release(7);
  expect(await Promise.all(waiting)).toEqual(Array(100).fill(7));
  expect(calls).toBe(1);

  clock = 1999;
  expect(await state()).toBe(7);
  expect(calls).toBe(1);

  clock = 2000;
  const fresh = state();
  release(8);
  expect(await fresh).toBe(8);
  expect(calls).toBe(2);
});

test('a failed call is not kept: the next caller asks again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce('well');
  const state = sharedResult(load, 2000);
  await expect(state()).rejects.toThrow('boom');
  await expect(state()).resolves.toBe('well');
  expect(load).toHaveBeenCalledTimes(2);
});
