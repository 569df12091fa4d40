'use client';

import { Mail, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { Button } from '@/components/ui/button';
import { deleteStudentRoute, resendMagicLinkRoute } from '@/lib/students/contracts';

/** Resend the sign-in link, and delete (after a confirmation). */
export function StudentActions({ studentId, studentName }: { studentId: string; studentName: string }) {
  const router = useRouter();
  const resend = useApiMutation(resendMagicLinkRoute, {
    refresh: false,
    success: `A new sign-in link was sent to ${studentName}.`,
    failure: 'The link could not be sent. Try again.',
  });

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        loading={resend.isPending}
        onClick={() => resend.mutate({ params: { id: studentId } })}
      >
        <Mail aria-hidden="true" className="size-4" /> Resend sign-in link
      </Button>
      <ConfirmAction
        contract={deleteStudentRoute}
        input={{ params: { id: studentId } }}
        title={`Delete ${studentName}?`}
        description="They leave every list, and their personal data is removed from your sessions."
        confirmLabel="Delete student"
        done={`${studentName} was deleted.`}
        failure="The student could not be deleted. Try again."
        refresh={false}
        onDone={() => router.push('/teacher/students')}
      >
        <Trash2 aria-hidden="true" className="size-4" /> Delete
      </ConfirmAction>
    </>
  );
}
