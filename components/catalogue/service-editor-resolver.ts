import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { ZCreateServiceInput, type TUpdateServiceInput } from '@/lib/catalogue/schemas';
import {
  applicableEditorValues,
  ZEditServiceInput,
  type ServiceEditorMode,
  type ServiceEditorValues,
} from '@/lib/catalogue/service-editor-values';
import { serviceShapeIssues } from '@/lib/catalogue/service-shape';

export type ServiceEditorOutput = TUpdateServiceInput;
type Result = ResolverResult<ServiceEditorValues, ServiceEditorOutput>;

/**
 * The API's own schema (create: ZCreateServiceInput; edit: ZUpdateServiceInput plus the rules
 * between dimensions), applied to the values the form will send (hidden fields cleared).
 * `messages` words Zod's issues (useFriendlyIssueMessage: in the reader's language).
 * The option casts only narrow field types; the options carry field names and refs.
 */
export function serviceEditorResolver(
  mode: ServiceEditorMode,
  messages: z.core.$ZodErrorMap,
): Resolver<ServiceEditorValues, unknown, ServiceEditorOutput> {
  const validateCreate = zodResolver(ZCreateServiceInput, { error: messages });
  const validateEdit = zodResolver(ZEditServiceInput, { error: messages });
  return async (values, context, options) => {
    const sendable = applicableEditorValues(values, mode);
    const result =
      mode === 'create'
        ? await validateCreate(
            sendable,
            context,
            options as unknown as ResolverOptions<z.input<typeof ZCreateServiceInput>>,
          )
        : await validateEdit(
            sendable,
            context,
            options as unknown as ResolverOptions<z.input<typeof ZEditServiceInput>>,
          );
    return withShapeIssues(result as Result, sendable);
  };
}

/**
 * Zod skips the rules between fields while a field is invalid; report them at the same time, so
 * one submit shows everything that is missing.
 */
function withShapeIssues(result: Result, values: Parameters<typeof serviceShapeIssues>[0]): Result {
  const errors: FieldErrors<ServiceEditorValues> = { ...result.errors };
  if (Object.keys(errors).length === 0) return result;
  for (const issue of serviceShapeIssues(values)) {
    const field = issue.path[0] as keyof ServiceEditorValues;
    errors[field] ??= { type: 'custom', message: issue.message };
  }
  return { values: {}, errors };
}
