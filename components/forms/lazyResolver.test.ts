import type { FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

describe('lazyResolver', () => {
  it('loads the rules once, on first use, and answers with them', async () => {
    const inner: Resolver<FieldValues> = jest.fn(async (values) => ({ values, errors: {} }));
    const load = jest.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'Asha' }, undefined, options)).resolves.toEqual({ values: { name: 'Asha' }, errors: {} });
    await resolver({ name: 'Ravi' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('preload starts the load in a task after the focusing tap, once, without waiting for a validation', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(async (): Promise<Resolver<FieldValues>> => async (values) => ({ values, errors: {} }));
      const resolver = lazyResolver(load);
      resolver.preload();
      resolver.preload();
      expect(load).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(load).toHaveBeenCalledTimes(1);
      await resolver({}, undefined, options);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries again after a failed load, so a dropped connection does not break the form for good', async () => {
    const load = jest
      .fn<Promise<Resolver<FieldValues>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(async () => ({ values: {}, errors: { name: { type: 'required', message: 'Name is required' } } }));
    const resolver = lazyResolver(load);
    await expect(resolver({}, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({}, undefined, options)).resolves.toMatchObject({ errors: { name: { message: 'Name is required' } } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
