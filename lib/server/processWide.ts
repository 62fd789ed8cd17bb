// Route handlers, Server Actions, the proxy and instrumentation are bundled apart, so a module value
// would exist once per bundle.
type Slots = Record<symbol, unknown>;

const slotOf = (name: string) => Symbol.for(`kvns.${name}`);

export function processWide<T>(name: string, create: () => T): T {
  const slots = globalThis as unknown as Slots;
  const key = slotOf(name);
  if (!(key in slots)) slots[key] = create();
  return slots[key] as T;
}

/** Forgets the value, so the next call makes a new one (after a close); answers the value, if one was made. */
export function forgetProcessWide<T>(name: string): T | undefined {
  const slots = globalThis as unknown as Slots;
  const value = slots[slotOf(name)] as T | undefined;
  delete slots[slotOf(name)];
  return value;
}
