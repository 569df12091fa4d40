'use client';

import { useTranslations } from 'next-intl';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { setHomeworkDoneRoute } from '@/lib/booking/student/contracts';

/** Marks the homework of a session done, or open again. */
export function HomeworkDoneButton({ sessionId, done }: { sessionId: string; done: boolean }) {
  const t = useTranslations('portal.notes');
  const setHomeworkDone = useApiMutation(setHomeworkDoneRoute, {
    success: done ? t('markedOpen') : t('markedDone'),
    failure: t('markFailed'),
  });
  return (
    <Button
      type="button"
      size="sm"
      variant={done ? 'secondary' : 'primary'}
      loading={setHomeworkDone.isPending}
      onClick={() => setHomeworkDone.mutate({ params: { id: sessionId }, body: { done: !done } })}
    >
      {done ? t('markOpen') : t('markDone')}
    </Button>
  );
}
