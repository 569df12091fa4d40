'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { setHomeworkDoneRoute } from '@/lib/booking/student/contracts';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';

/** Marks the homework of a session done, or open again. */
export function HomeworkDoneButton({ sessionId, done }: { sessionId: string; done: boolean }) {
  const t = useTranslations('portal.notes');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      await callApi(setHomeworkDoneRoute, { params: { id: sessionId }, body: { done: !done } });
      toast.success(done ? t('markedOpen') : t('markedDone'));
      router.refresh();
    } catch (error) {
      toast.error(error instanceof ApiRefusal ? error.message : t('markFailed'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" size="sm" variant={done ? 'secondary' : 'primary'} loading={busy} onClick={toggle}>
      {done ? t('markOpen') : t('markDone')}
    </Button>
  );
}
