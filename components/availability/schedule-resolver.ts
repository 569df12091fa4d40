import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';
import { friendlyIssueMessage } from '@/components/services/friendly-issue-message';
import { scheduleShapeIssues } from '@/lib/availability/schedule-shape';
import { ZCreateScheduleInput, type TCreateScheduleInput } from '@/lib/availability/schemas';
import { addShapeIssues } from './add-shape-issues';
import { toScheduleInput, type ScheduleFormValues } from './schedule-form-values';

const validate = zodResolver(ZCreateScheduleInput, { error: friendlyIssueMessage });

/**
 * The API's own schema (windows end after they start, no overlap within a weekday, dates in order)
 * applied to the body the form sends; its paths (`rules.2.endTime`) are the form's field names.
 * Create and edit send the same full body, so one schema serves both.
 */
export const scheduleResolver: Resolver<ScheduleFormValues, unknown, TCreateScheduleInput> = async (
  values,
  context,
  options,
) => {
  const input = toScheduleInput(values);
  const result = await validate(
    input,
    context,
    options as unknown as ResolverOptions<z.input<typeof ZCreateScheduleInput>>,
  );
  return addShapeIssues(
    result as Awaited<ReturnType<Resolver<ScheduleFormValues, unknown, TCreateScheduleInput>>>,
    scheduleShapeIssues(input),
  );
};

/** API detail paths the form can show on a field: `name`, `validUntil`, `rules.3.startTime`… */
export const isScheduleFieldPath = (path: string) =>
  /^(name|isActive|validFrom|validUntil|rules|rules\.\d+\.(weekday|startTime|endTime))$/.test(path);
