import 'server-only';
import { recordAudit } from '@/lib/audit/record-audit';
import { NotFoundError } from '@/lib/core/errors';
import type { RequestMeta } from '@/lib/core/request-meta';
import { transaction } from '@/lib/outbox/transaction';
import { listSessionMaterials } from './list-session-materials';
import type { TSessionMaterials } from './session-material-schemas';

export type SessionMaterialKind = 'template' | 'resource';

/**
 * Takes a template or a resource off a session of the teacher. Only the link goes: usage counters
 * and template snapshots are history, and a template's resources stay linked (they may be used on
 * their own). 404 when the session is not the teacher's or the item is not linked to it.
 */
export async function unlinkSessionMaterial({
  teacherId,
  sessionId,
  kind,
  id,
  meta,
}: {
  teacherId: string;
  sessionId: string;
  kind: SessionMaterialKind;
  id: string;
  meta?: RequestMeta;
}): Promise<TSessionMaterials> {
  return transaction(async (tx) => {
    const session = { id: sessionId, teacherId };
    const { count } =
      kind === 'template'
        ? await tx.sessionTemplate.deleteMany({ where: { sessionId, templateId: id, session } })
        : await tx.sessionResource.deleteMany({ where: { sessionId, resourceId: id, session } });
    if (count === 0) throw new NotFoundError(kind === 'template' ? 'Linked template' : 'Linked resource');
    await recordAudit(tx, {
      teacherId,
      actor: { type: 'teacher', id: teacherId },
      action: kind === 'template' ? 'session.unlink_template' : 'session.unlink_resource',
      entity: { type: 'session', id: sessionId },
      metadata: kind === 'template' ? { templateId: id } : { resourceId: id },
      request: meta,
    });
    return listSessionMaterials({ teacherId, sessionId }, tx);
  });
}
