import 'server-only';
import type { RequestMeta } from '@/lib/core/request-meta';
import { getRetentionSettings } from '@/lib/data-retention/get-retention-settings';
import { updateRetentionSettings } from '@/lib/data-retention/update-retention-settings';
import type { TRetentionThresholds, TUpdateRetentionThresholdsInput } from './schemas';

const thresholdsOf = ({ atRiskDays, churnDays, gapDays }: TRetentionThresholds): TRetentionThresholds => ({
  atRiskDays,
  churnDays,
  gapDays,
});

/** The lifecycle thresholds, read through the retention settings (the same row the lifecycle job reads). */
export async function getRetentionThresholds({ teacherId }: { teacherId: string }) {
  return thresholdsOf(await getRetentionSettings({ teacherId }));
}

/** Changes thresholds through updateRetentionSettings: same merge, rules against stored values, audit. */
export async function updateRetentionThresholds(input: {
  teacherId: string;
  input: TUpdateRetentionThresholdsInput;
  meta?: RequestMeta;
}) {
  return thresholdsOf(await updateRetentionSettings(input));
}
