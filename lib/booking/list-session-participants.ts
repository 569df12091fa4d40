import 'server-only';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { participantSelect, toParticipant } from './participant-fields';
import type { TParticipant } from './session-schemas';

/** The participants of a session of the teacher, in the order they joined. */
export async function listSessionParticipants({
  teacherId,
  sessionId,
}: {
  teacherId: string;
  sessionId: string;
}): Promise<{ data: TParticipant[] }> {
  const session = await db.session.findFirst({
    where: { id: sessionId, teacherId },
    select: { participants: { select: participantSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] } },
  });
  if (!session) throw new NotFoundError('Session');
  return { data: session.participants.map(toParticipant) };
}
