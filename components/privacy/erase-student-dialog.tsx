'use client';

import { UserX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { useHydrated } from '@/components/ui/use-hydrated';
import { eraseStudentRoute } from '@/lib/privacy/contracts';

type Props = { students: { id: string; name: string }[] };

/** Pick one of the teacher's students and erase them, after a confirmation (POST .../erase-student). */
export function EraseStudentDialog({ students }: Props) {
  const t = useTranslations('teacherPrivacy.eraseStudent');
  const hydrated = useHydrated();
  const [studentId, setStudentId] = useState('');
  const chosen = students.find((student) => student.id === studentId);

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField label={t('student')} className="sm:w-80">
        <Select
          value={studentId}
          onChange={(event) => setStudentId(event.target.value)}
          placeholder={t('choose')}
          options={students.map((student) => ({ value: student.id, label: student.name }))}
        />
      </FormField>
      <ConfirmAction
        contract={eraseStudentRoute}
        input={{ body: { studentId } }}
        variant="danger"
        size="md"
        disabled={!hydrated || !chosen}
        title={chosen ? t('title', { name: chosen.name }) : t('titleUnchosen')}
        description={<p>{t('text')}</p>}
        confirmLabel={t('confirm')}
        done={chosen ? t('done', { name: chosen.name }) : t('doneUnchosen')}
        failure={t('failed')}
        onDone={() => setStudentId('')}
      >
        <UserX aria-hidden="true" /> {t('button')}
      </ConfirmAction>
    </div>
  );
}
