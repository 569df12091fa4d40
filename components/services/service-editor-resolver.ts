import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { ZCreateServiceInput, type TUpdateServiceInput } from '@/lib/catalogue/schemas';
import {
  applicableEditorValues,
  ZEditServiceInput,
  type ServiceEditorMode,
  type ServiceEditorValues,
} from '@/lib/catalogue/service-editor-values';
import { friendlyIssueMessage } from './friendly-issue-message';

export type ServiceEditorOutput = TUpdateServiceInput;
type Result = ResolverResult<ServiceEditorValues, ServiceEditorOutput>;

const validateCreate = zodResolver(ZCreateServiceInput, { error: friendlyIssueMessage });
const validateEdit = zodResolver(ZEditServiceInput, { error: friendlyIssueMessage });

/**
 * The API's own schema (create: ZCreateServiceInput; edit: ZUpdateServiceInput plus the rules
 * between dimensions), applied to the values the form will send (hidden fields cleared).
 * The option casts only narrow field types; the options carry field names and refs.
 */
export function serviceEditorResolver(
  mode: ServiceEditorMode,
): Resolver<ServiceEditorValues, unknown, ServiceEditorOutput> {
  return async (values, context, options) => {
    const sendable = applicableEditorValues(values, mode);
    if (mode === 'create') {
      const createOptions = options as unknown as ResolverOptions<z.input<typeof ZCreateServiceInput>>;
      return (await validateCreate(sendable, context, createOptions)) as Result;
    }
    const editOptions = options as unknown as ResolverOptions<z.input<typeof ZEditServiceInput>>;
    return (await validateEdit(sendable, context, editOptions)) as Result;
  };
}
