import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { z } from 'zod';
import { getService } from '@/lib/catalogue/get-service';
import { loadOr404 } from '@/app/(public)/load-or-404';

/** The signed-in teacher's service of the URL, or the 404 page (malformed id, another teacher's, deleted). */
export const loadOwnService = cache(async (teacherId: string, id: string) => {
  if (!z.uuid().safeParse(id).success) notFound();
  return loadOr404(() => getService({ teacherId, serviceId: id }));
});
