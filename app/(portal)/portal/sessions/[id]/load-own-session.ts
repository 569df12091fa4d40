import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import type { StudentRef } from '@/lib/booking/student/student-session-fields';
import { getStudentSession } from '@/lib/booking/student/get-student-session';
import { NotFoundError } from '@/lib/core/errors';

/** The signed-in student's session of the URL, or the 404 page (malformed id, another student's). */
export const loadOwnStudentSession = cache(async (student: StudentRef, id: string) => {
  if (!z.uuid().safeParse(id).success) notFound();
  try {
    return await getStudentSession({ student, sessionId: id });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});
