import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<Values extends FieldValues> = Resolver<Values> & {
  /** Starts loading the rules, so they are in by the time the visitor submits. */
  preload: () => void;
};

/**
 * A react-hook-form resolver whose rules (yup and the schema, ~12 kB gzip) load on first use instead of
 * with the page: the form paints and hydrates without them, and the forms preload them on first focus.
 * A failed load is retried on the next validation.
 */
export function lazyResolver<Values extends FieldValues>(load: () => Promise<Resolver<Values>>): LazyResolver<Values> {
  let loading: Promise<Resolver<Values>> | null = null;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      loaded().catch(() => undefined);
    },
  });
}
