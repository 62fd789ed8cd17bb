import { createContentRevision, type ContentRevisionStore } from './contentRevision';

function sharedStore() {
  let value: string | null = null;
  let reachable = true;
  const store: ContentRevisionStore = {
    read: jest.fn(async () => {
      if (!reachable) throw new Error('unreachable');
      return value;
    }),
    bump: async () => {
      if (!reachable) throw new Error('unreachable');
      value = String(Number(value ?? 0) + 1);
    },
  };
  return { store, setReachable: (next: boolean) => (reachable = next) };
}

test('without a shared store the revision moves on each bump of this process', async () => {
  const revision = createContentRevision({ maxAgeMs: 1000 });
  const first = await revision.current();
  expect(await revision.current()).toBe(first);
  await revision.bump();
  expect(await revision.current()).not.toBe(first);
});

test('a bump on another instance is seen once the shared read is older than maxAgeMs, and not read more often', async () => {
  let clock = 0;
  const { store } = sharedStore();
  const here = createContentRevision({ store, maxAgeMs: 1000, now: () => clock });
  const there = createContentRevision({ store, maxAgeMs: 1000, now: () => clock });
  const before = await here.current();
  await there.bump();
  clock = 999;
  expect(await here.current()).toBe(before);
  expect(store.read).toHaveBeenCalledTimes(1);
  clock = 1000;
  expect(await here.current()).not.toBe(before);
});

test('the instance that bumps sees its own change at once; an unreachable store keeps the last value read', async () => {
  const { store, setReachable } = sharedStore();
  const revision = createContentRevision({ store, maxAgeMs: 60_000, now: () => 0 });
  const before = await revision.current();
  await revision.bump();
  const after = await revision.current();
  expect(after).not.toBe(before);
  setReachable(false);
  await expect(revision.bump()).rejects.toThrow('unreachable');
  // The local part moved though the store refused: this instance's indexes still rebuild.
  expect(await revision.current()).not.toBe(after);
});
