import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { getStudentProfile } from '@/lib/students/get-student-profile';
import { loadOr404 } from '@/app/(public)/load-or-404';

/** The signed-in teacher's student of the URL, or the 404 page (malformed id, another teacher's, deleted). */
export const loadOwnStudent = cache(async (teacherId: string, id: string) => {
  if (!z.uuid().safeParse(id).success) notFound();
  return loadOr404(() => getStudentProfile({ teacherId, studentId: id }));
});
