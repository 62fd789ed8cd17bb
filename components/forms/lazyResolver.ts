import type { FieldValues, Resolver } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

export type LazyResolver<Values extends FieldValues> = Resolver<Values> & {
  /** Starts loading the rules, so they are in by the time the visitor submits. */
  preload: () => void;
};

// The rules (yup and the schema, ~12 kB gzip) load on first use, so the form paints and hydrates without
// them; a failed load is retried on the next validation.
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
    // The load starts in a task of its own: requesting the chunks inside the tap that focused a field
    // held back that tap's frame.
    preload: () => {
      setTimeout(() => loaded().catch(() => undefined), 0);
    },
  });
}

type FormSchemas = typeof import('@/lib/forms/schemas');

/** The forms' case: one of lib/forms/schemas' yup schemas, through yup's resolver, both loaded lazily. */
export function lazySchemaResolver<Values extends FieldValues>(pick: (schemas: FormSchemas) => AnyObjectSchema): LazyResolver<Values> {
  return lazyResolver<Values>(async () => {
    const [{ yupResolver }, schemas] = await Promise.all([import('@hookform/resolvers/yup'), import('@/lib/forms/schemas')]);
    return yupResolver(pick(schemas)) as unknown as Resolver<Values>;
  });
}
