'use client';

import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { createPolicyFromPresetRoute } from '@/lib/booking/contracts';
import { policyPresetNames, type PolicyPresetName } from '@/lib/booking/policies/presets';
import { refusalMessage } from '@/lib/client/api-refusal';

/**
 * The four presets, each copied into a policy of the teacher with one click (editable afterwards),
 * named in the teacher's language (the API's optional `name`; English is the preset's own name).
 */
export function PresetPicker({ makeDefault }: { makeDefault: boolean }) {
  const t = useTranslations('teacherPolicies.presets');
  const creation = useApiMutation(createPolicyFromPresetRoute, {
    onSuccess: (policy) => toast.success(t('created', { name: policy.name })),
  });
  const pending = creation.isPending ? creation.variables.body.preset : null;

  function create(preset: PolicyPresetName) {
    creation.mutate(
      { body: { preset, name: t(`name.${preset}`), ...(makeDefault ? { isDefault: true } : {}) } },
      { onError: (error) => toast.error(refusalMessage(error, t('failed'))) },
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {policyPresetNames.map((preset) => {
        const name = t(`name.${preset}`);
        return (
          <li key={preset} className="border-border flex flex-col gap-3 rounded-lg border p-4">
            <div className="flex-1">
              <h3 className="text-foreground text-sm font-semibold">{name}</h3>
              <p className="text-muted-foreground mt-1 text-sm leading-6">{t(`sentence.${preset}`)}</p>
            </div>
            <div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={t('useLabel', { name })}
                loading={pending === preset}
                disabled={pending !== null && pending !== preset}
                onClick={() => create(preset)}
              >
                {t('use')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
