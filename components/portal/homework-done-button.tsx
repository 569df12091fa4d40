'use client';

import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { setHomeworkDoneRoute } from '@/lib/booking/student/contracts';

/** Marks the homework of a session done, or open again. */
export function HomeworkDoneButton({ sessionId, done }: { sessionId: string; done: boolean }) {
  const setHomeworkDone = useApiMutation(setHomeworkDoneRoute, {
    success: done ? 'Homework marked open again.' : 'Homework marked done.',
    failure: 'That did not work. Try again.',
  });
  return (
    <Button
      type="button"
      size="sm"
      variant={done ? 'secondary' : 'primary'}
      loading={setHomeworkDone.isPending}
      onClick={() => setHomeworkDone.mutate({ params: { id: sessionId }, body: { done: !done } })}
    >
      {done ? 'Mark as not done' : 'Mark homework done'}
    </Button>
  );
}
