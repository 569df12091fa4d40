'use client';

import { Pencil, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import type { TCancellationPolicy } from '@/lib/booking/policies/schemas';
import { PolicyForm } from './policy-form';

type Props = { policy?: TCancellationPolicy; suggestDefault?: boolean };

/** "Create policy" or a policy's "Edit" button, and the editor in a dialog. */
export function PolicyDialog({ policy, suggestDefault = false }: Props) {
  const router = useRouter();
  const trigger = policy ? (
    <Button variant="secondary" size="sm" aria-label={`Edit policy ${policy.name}`}>
      <Pencil aria-hidden="true" /> Edit
    </Button>
  ) : (
    <Button>
      <Plus aria-hidden="true" /> Create policy
    </Button>
  );

  return (
    <FormDialog
      trigger={trigger}
      title={policy ? 'Edit policy' : 'New cancellation policy'}
      description="What happens to a session's credit when a student cancels, reschedules or does not show up."
      submitLabel="Save policy"
      className="max-w-2xl"
    >
      {({ formId, onSavingChange, close }) => (
        <PolicyForm
          formId={formId}
          policy={policy}
          suggestDefault={suggestDefault}
          onSavingChange={onSavingChange}
          onSaved={(name) => {
            toast.success(policy ? `Policy “${name}” saved` : `Policy “${name}” created`);
            close();
            router.refresh();
          }}
        />
      )}
    </FormDialog>
  );
}
