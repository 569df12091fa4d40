import { scheduleShapeIssues } from '@/lib/availability/schedule-shape';
import { ZCreateScheduleInput } from '@/lib/availability/schemas';
import { shapeResolver } from './add-shape-issues';
import { toScheduleInput, type ScheduleFormValues } from './schedule-form-values';

/**
 * The API's own schema (windows end after they start, no overlap within a weekday, dates in order)
 * applied to the body the form sends; its paths (`rules.2.endTime`) are the form's field names.
 * Create and edit send the same full body, so one schema serves both.
 */
export const scheduleResolver = shapeResolver<ScheduleFormValues, typeof ZCreateScheduleInput>(
  ZCreateScheduleInput,
  toScheduleInput,
  scheduleShapeIssues,
);

/** API detail paths the form can show on a field: `name`, `validUntil`, `rules.3.startTime`… */
export const isScheduleFieldPath = (path: string) =>
  /^(name|isActive|validFrom|validUntil|rules|rules\.\d+\.(weekday|startTime|endTime))$/.test(path);
