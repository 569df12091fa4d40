import 'server-only';
import type { RequestMeta } from '@/lib/core/request-meta';
import { createCancellationPolicy } from './create-cancellation-policy';
import { policyPresets } from './presets';
import type { TCancellationPolicy, TCreateFromPresetInput } from './schemas';

/** A copy of one of the four presets (lib/booking/policies/presets.ts) as a policy of the teacher. */
export function createPolicyFromPreset({
  teacherId,
  input,
  meta,
}: {
  teacherId: string;
  input: TCreateFromPresetInput;
  meta?: RequestMeta;
}): Promise<TCancellationPolicy> {
  const { name, rules, ...preset } = policyPresets[input.preset];
  return createCancellationPolicy({
    teacherId,
    preset: input.preset,
    input: { ...preset, cancellationRules: rules, name: input.name ?? name, isDefault: input.isDefault ?? false },
    meta,
  });
}
