'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { setHomeworkDoneRoute } from '@/lib/booking/student/contracts';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';

/** Marks the homework of a session done, or open again. */
export function HomeworkDoneButton({ sessionId, done }: { sessionId: string; done: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    try {
      await callApi(setHomeworkDoneRoute, { params: { id: sessionId }, body: { done: !done } });
      toast.success(done ? 'Homework marked open again.' : 'Homework marked done.');
      router.refresh();
    } catch (error) {
      toast.error(error instanceof ApiRefusal ? error.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" size="sm" variant={done ? 'secondary' : 'primary'} loading={busy} onClick={toggle}>
      {done ? 'Mark as not done' : 'Mark homework done'}
    </Button>
  );
}
