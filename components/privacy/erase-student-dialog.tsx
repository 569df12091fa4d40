'use client';

import { UserX } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useHydrated } from '@/components/ui/use-hydrated';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { eraseStudentRoute } from '@/lib/privacy/contracts';

type Props = { students: { id: string; name: string }[] };

/** Pick one of the teacher's students and erase them, after a confirmation (POST .../erase-student). */
export function EraseStudentDialog({ students }: Props) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [studentId, setStudentId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const chosen = students.find((student) => student.id === studentId);

  async function erase() {
    if (!chosen) return;
    setPending(true);
    try {
      await callApi(eraseStudentRoute, { body: { studentId: chosen.id } });
      toast.success(`${chosen.name}'s data was erased.`);
      setConfirming(false);
      setStudentId('');
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error, 'The erasure failed. Nothing was changed; try again.'));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label="Student" className="sm:w-80">
        <Select
          value={studentId}
          onChange={(event) => setStudentId(event.target.value)}
          placeholder="Choose a student"
          options={students.map((student) => ({ value: student.id, label: student.name }))}
        />
      </FormField>
      <Button type="button" variant="danger" disabled={!hydrated || !chosen} onClick={() => setConfirming(true)}>
        <UserX aria-hidden="true" /> Erase student
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Erase ${chosen?.name ?? 'this student'}'s data?`}
        description={
          <p>
            Their profile, notes, contact log, legal acceptances and notifications are erased for good, their open
            enrollments end and any subscription is cancelled. Sessions, reviews (rating and text) and payments stay
            without their name. This cannot be undone.
          </p>
        }
        confirmLabel="Erase data"
        destructive
        pending={pending}
        onConfirm={erase}
      />
    </div>
  );
}
