'use client';

import { Pencil, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/form-dialog';
import type { TCancellationPolicy } from '@/lib/booking/policies/schemas';
import { PolicyForm } from './policy-form';

type Props = { policy?: TCancellationPolicy; suggestDefault?: boolean };

/** "Create policy" or a policy's "Edit" button, and the editor in a dialog. */
export function PolicyDialog({ policy, suggestDefault = false }: Props) {
  const router = useRouter();
  const t = useTranslations('teacherPolicies.dialog');
  const trigger = policy ? (
    <Button variant="secondary" size="sm" aria-label={t('editLabel', { name: policy.name })}>
      <Pencil aria-hidden="true" /> {t('edit')}
    </Button>
  ) : (
    <Button>
      <Plus aria-hidden="true" /> {t('create')}
    </Button>
  );

  return (
    <FormDialog
      trigger={trigger}
      title={policy ? t('editTitle') : t('newTitle')}
      description={t('description')}
      submitLabel={t('submit')}
      className="max-w-2xl"
    >
      {({ formId, onSavingChange, close }) => (
        <PolicyForm
          formId={formId}
          policy={policy}
          suggestDefault={suggestDefault}
          onSavingChange={onSavingChange}
          onSaved={(name) => {
            toast.success(policy ? t('saved', { name }) : t('created', { name }));
            close();
            router.refresh();
          }}
        />
      )}
    </FormDialog>
  );
}
