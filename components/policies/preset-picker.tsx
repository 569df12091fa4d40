'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { failureMessage, sendJson } from '@/components/services/send-json';
import { Button } from '@/components/ui/button';
import { policyPresetNames, policyPresets, type PolicyPresetName } from '@/lib/booking/policies/presets';
import type { TCancellationPolicy } from '@/lib/booking/policies/schemas';
import { PRESET_SENTENCES } from './policy-labels';

/** The four presets, each copied into a policy of the teacher with one click (editable afterwards). */
export function PresetPicker({ makeDefault }: { makeDefault: boolean }) {
  const router = useRouter();
  const [pending, setPending] = useState<PolicyPresetName | null>(null);

  async function create(preset: PolicyPresetName) {
    setPending(preset);
    const answer = await sendJson<TCancellationPolicy>('POST', '/api/teacher/cancellation-policies/from-preset', {
      preset,
      ...(makeDefault ? { isDefault: true } : {}),
    });
    setPending(null);
    if (!answer.ok) {
      toast.error(failureMessage(answer, 'The policy could not be created. Try again.'));
      return;
    }
    toast.success(`Policy “${answer.data.name}” created`);
    router.refresh();
  }

  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {policyPresetNames.map((preset) => {
        const name = policyPresets[preset].name;
        return (
          <li key={preset} className="border-border flex flex-col gap-3 rounded-lg border p-4">
            <div className="flex-1">
              <h3 className="text-foreground text-sm font-semibold">{name}</h3>
              <p className="text-muted-foreground mt-1 text-sm leading-6">{PRESET_SENTENCES[preset]}</p>
            </div>
            <div>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-label={`Create from preset ${name}`}
                loading={pending === preset}
                disabled={pending !== null && pending !== preset}
                onClick={() => create(preset)}
              >
                Use this preset
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
