'use client';

import { UserX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useHydrated } from '@/components/ui/use-hydrated';
import { eraseStudentRoute } from '@/lib/privacy/contracts';

type Props = { students: { id: string; name: string }[] };

/** Pick one of the teacher's students and erase them, after a confirmation (POST .../erase-student). */
export function EraseStudentDialog({ students }: Props) {
  const hydrated = useHydrated();
  const [studentId, setStudentId] = useState('');
  const chosen = students.find((student) => student.id === studentId);

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
      <ConfirmAction
        contract={eraseStudentRoute}
        input={{ body: { studentId } }}
        variant="danger"
        size="md"
        disabled={!hydrated || !chosen}
        title={`Erase ${chosen?.name ?? 'this student'}'s data?`}
        description={
          <p>
            Their profile, notes, contact log, legal acceptances and notifications are erased for good, their open
            enrollments end and any subscription is cancelled. Sessions, reviews (rating and text) and payments stay
            without their name. This cannot be undone.
          </p>
        }
        confirmLabel="Erase data"
        done={`${chosen?.name ?? 'The student'}'s data was erased.`}
        failure="The erasure failed. Nothing was changed; try again."
        onDone={() => setStudentId('')}
      >
        <UserX aria-hidden="true" /> Erase student
      </ConfirmAction>
    </div>
  );
}
