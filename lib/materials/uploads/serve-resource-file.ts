import 'server-only';
import type { Prisma } from '@/lib/core/db';
import { db } from '@/lib/core/db';
import { NotFoundError } from '@/lib/core/errors';
import { storage } from '@/lib/integrations/storage/storage';
import { inlineContentTypes, isServableContentType } from './file-kinds';

export type FileViewer = { role: 'teacher'; teacherId: string } | { role: 'student'; studentId: string; teacherId: string };

/** Sessions the student attends: as its primary student or as a participant. */
const studentsSession = (studentId: string, teacherId: string): Prisma.SessionWhereInput => ({
  teacherId,
  OR: [{ studentId }, { participants: { some: { studentId } } }],
});

/**
 * Who may read a stored file: the teacher who owns it (in the trash too: they may restore it), or a
 * student of that teacher with a session that links the live resource directly or through a live
 * template linked to it. Anyone else, a link resource, or a missing one: 404, as if it did not exist.
 */
function viewerWhere(viewer: FileViewer, resourceId: string): Prisma.ResourceWhereInput {
  if (viewer.role === 'teacher') return { id: resourceId, teacherId: viewer.teacherId, fileKey: { not: null } };
  const session = studentsSession(viewer.studentId, viewer.teacherId);
  return {
    id: resourceId,
    teacherId: viewer.teacherId,
    deletedAt: null,
    fileKey: { not: null },
    OR: [
      { sessions: { some: { session } } },
      { templates: { some: { template: { deletedAt: null, sessions: { some: { session } } } } } },
    ],
  };
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The file of a resource, streamed from the uploads store. Images, audio and video open inline (so a
 * player can play them), a PDF downloads; the browser is told not to guess the type (nosniff) and a
 * sandboxing CSP keeps anything inside the file from running as a page. A stored type we never accept
 * (HTML, SVG...) is not served at all.
 */
export async function serveResourceFile({ viewer, resourceId }: { viewer: FileViewer; resourceId: string }) {
  const resource = await db.resource.findFirst({
    where: viewerWhere(viewer, resourceId),
    select: { fileKey: true, fileName: true, mimeType: true },
  });
  if (!resource?.fileKey) throw new NotFoundError('Resource file');
  const stored = await storage().getStream(resource.fileKey);
  if (!stored || !isServableContentType(stored.contentType)) {
    await stored?.body.cancel();
    throw new NotFoundError('Resource file');
  }
  const headers = new Headers({
    'Content-Type': stored.contentType,
    'Content-Disposition': contentDisposition(
      inlineContentTypes.has(stored.contentType) ? 'inline' : 'attachment',
      resource.fileName ?? 'file',
    ),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; media-src 'self'; sandbox",
    'Cache-Control': 'private, no-store',
  });
  if (stored.size !== null) headers.set('Content-Length', String(stored.size));
  return new Response(stored.body, { status: 200, headers });
}
