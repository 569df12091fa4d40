import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver whose code (the schema, Zod, its locales) is loaded when the form first validates,
 * not with the page (issue 38, item 6). `load` runs once; a failed load is tried again next time.
 * `preload` starts it early, e.g. when the person first touches the form.
 */
export function lazyResolver<V extends FieldValues, Out>(load: () => Promise<Resolver<V, unknown, Out>>) {
  let loading: Promise<Resolver<V, unknown, Out>> | null = null;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<V, unknown, Out> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
