'use client';

import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { updateCancellationPolicyRoute } from '@/lib/booking/contracts';
import { refusalMessage } from '@/lib/client/api-refusal';

/** Makes this policy the teacher's default (the previous default stops being one, server-side). */
export function MakeDefaultButton({ id, name }: { id: string; name: string }) {
  const t = useTranslations('teacherPolicies.makeDefault');
  const update = useApiMutation(updateCancellationPolicyRoute, {
    onSuccess: () => toast.success(t('done', { name })),
  });

  function makeDefault() {
    update.mutate(
      { params: { id }, body: { isDefault: true } },
      { onError: (error) => toast.error(refusalMessage(error, t('failed'))) },
    );
  }

  return (
    <Button type="button" variant="secondary" size="sm" loading={update.isPending} onClick={makeDefault}>
      <Star aria-hidden="true" /> {t('button')}
    </Button>
  );
}
