'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { useFormLanguage } from './form-language';
import { useResolvedApiForm, type ApiFormOptions } from './use-resolved-api-form';

type Validation<V extends FieldValues, Out> =
  | {
      /** The fields' schema: the contract's body schema, or a form schema whose output is the body. */
      schema: z.ZodType<Out, V>;
      resolver?: never;
    }
  | {
      /** Instead of a schema, when validating needs more (clean hidden fields first, friendlier messages). */
      resolver: Resolver<V, unknown, Out>;
      schema?: never;
    };

/**
 * The one way a form talks to the API: react-hook-form validated by the same Zod schema the route
 * parses with, inline errors on touch, and a refusal placed where the person can act on it — on
 * the fields its `details` name (focusing the first) or as one form-wide message (`formError`).
 */
export function useApiForm<V extends FieldValues, Out, R>(options: Validation<V, Out> & ApiFormOptions<V, Out, R>) {
  const { parseOptions } = useFormLanguage();
  // Zod's own messages through its locales; the project's said by id in useResolvedApiForm.
  const resolver = options.resolver ?? zodResolver(options.schema as z.ZodType<Out, V>, parseOptions as never);
  return useResolvedApiForm<V, Out, R>({ ...options, resolver });
}
