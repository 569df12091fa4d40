import 'server-only';
import { db } from '@/lib/core/db';
import type { TTemplateRef, TTemplateTree, TTemplateTreeFolder } from './schemas';

/**
 * GET /api/teacher/lesson-templates/tree, for a picker: every live folder of the teacher (nested,
 * in library order) with the live templates directly in it, and the templates in no folder. Two
 * statements whatever the library holds. A template whose folder is not live is listed as unfiled.
 */
export async function getTemplateTree({ teacherId }: { teacherId: string }): Promise<TTemplateTree> {
  const [folders, templates] = await Promise.all([
    db.materialFolder.findMany({
      where: { teacherId, deletedAt: null },
      orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, emoji: true, color: true, parentId: true },
    }),
    db.lessonTemplate.findMany({
      where: { teacherId, deletedAt: null },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true, folderId: true },
    }),
  ]);
  const nodes = new Map<string, TTemplateTreeFolder>(
    folders.map(({ id, name, emoji, color }) => [id, { id, name, emoji, color, children: [], templates: [] }]),
  );
  const roots: TTemplateTreeFolder[] = [];
  for (const folder of folders) {
    const node = nodes.get(folder.id)!;
    if (folder.parentId === null) roots.push(node);
    else nodes.get(folder.parentId)?.children.push(node);
  }
  const unfiled: TTemplateRef[] = [];
  for (const { id, name, folderId } of templates) {
    // A template whose folder is not reachable (not live) is offered with the unfiled ones.
    const node = folderId === null ? undefined : nodes.get(folderId);
    (node ? node.templates : unfiled).push({ id, name });
  }
  return { data: roots, unfiled };
}
