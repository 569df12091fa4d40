import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { batchSessionDetail } from '@/lib/booking/batch-session-detail';

/** The signed-in teacher's session of the URL, or the 404 page (malformed id, another teacher's). */
export const loadOwnSession = cache(async (teacherId: string, id: string) => {
  if (!z.uuid().safeParse(id).success) notFound();
  const { data } = await batchSessionDetail({ teacherId, input: { sessionIds: [id] } });
  return data[0] ?? notFound();
});
