import 'server-only';
import { db } from '@/lib/core/db';

/** How many of each kind the session page's picker offers (most used first). */
export const maxLinkOptions = 500;

/** Where an option sits in the library: its folder path ("Grammar / Verbs"); absent at the root. */
type Filed = { folder?: string };

export type LinkOptions = {
  templates: ({ id: string; name: string } & Filed)[];
  resources: ({ id: string; label: string; url: string } & Filed)[];
};

/** Folder id -> "Parent / Child" over the teacher's live folders (a folder under a trashed one has none). */
function folderPaths(folders: { id: string; name: string; parentId: string | null }[]): Map<string, string> {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const paths = new Map<string, string>();
  const pathOf = (id: string, seen: Set<string>): string | undefined => {
    if (paths.has(id)) return paths.get(id);
    const folder = byId.get(id);
    if (!folder || seen.has(id)) return undefined;
    seen.add(id);
    const parent = folder.parentId === null ? '' : pathOf(folder.parentId, seen);
    if (parent === undefined) return undefined;
    const path = parent ? `${parent} / ${folder.name}` : folder.name;
    paths.set(id, path);
    return path;
  };
  for (const folder of folders) pathOf(folder.id, new Set());
  return paths;
}

/**
 * The teacher's not deleted templates and resources that are not linked to the session yet: the
 * choices of the session page's "link materials" picker, each with the path of its folder so that a
 * large library stays searchable. Most used first, then by name. Three statements.
 */
export async function listLinkOptions({
  teacherId,
  sessionId,
}: {
  teacherId: string;
  sessionId: string;
}): Promise<LinkOptions> {
  const [folders, templates, resources] = await Promise.all([
    db.materialFolder.findMany({
      where: { teacherId, deletedAt: null },
      select: { id: true, name: true, parentId: true },
    }),
    db.lessonTemplate.findMany({
      where: { teacherId, deletedAt: null, sessions: { none: { sessionId } } },
      orderBy: [{ usageCount: 'desc' }, { name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, folderId: true },
      take: maxLinkOptions,
    }),
    db.resource.findMany({
      where: { teacherId, deletedAt: null, sessions: { none: { sessionId } } },
      orderBy: [{ usageCount: 'desc' }, { label: 'asc' }, { id: 'asc' }],
      select: { id: true, label: true, url: true, folderId: true },
      take: maxLinkOptions,
    }),
  ]);
  const paths = folderPaths(folders);
  const filed = (folderId: string | null): Filed => {
    const folder = folderId ? paths.get(folderId) : undefined;
    return folder ? { folder } : {};
  };
  return {
    templates: templates.map(({ folderId, ...template }) => ({ ...template, ...filed(folderId) })),
    resources: resources.map(({ folderId, ...resource }) => ({ ...resource, ...filed(folderId) })),
  };
}
