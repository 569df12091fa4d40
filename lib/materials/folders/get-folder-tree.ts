import 'server-only';
import { db } from '@/lib/core/db';
import { type FolderRow, toFolder } from './folder-json';
import type { TFolderTree, TFolderTreeNode } from './schemas';

type TreeRow = Omit<FolderRow, 'id'> & { id: string | null; directCount: number };

/**
 * The teacher's live folders as a tree: roots in sortOrder, children likewise, each node with
 * `itemCount` = live templates + live resources in it and in every folder below it; plus `rootItemCount`
 * (live items in no folder). ONE statement, whatever the size: every live folder with its direct live
 * item count (grouped counts joined to the folders) and one extra row for the root; the tree and the
 * subtree sums are built in memory.
 */
export async function getFolderTree({ teacherId }: { teacherId: string }): Promise<TFolderTree> {
  const rows = await db.$queryRaw<TreeRow[]>`
    WITH items AS (
      SELECT "folderId" FROM lesson_templates WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL
      UNION ALL
      SELECT "folderId" FROM resources WHERE "teacherId" = ${teacherId}::uuid AND "deletedAt" IS NULL
    ), counts AS (
      SELECT "folderId", COUNT(*)::int AS n FROM items GROUP BY "folderId"
    )
    SELECT f.id, f.name, f.color, f.emoji, f."parentId", f.depth, f."sortOrder", f."createdAt", f."updatedAt",
           COALESCE(c.n, 0) AS "directCount"
      FROM material_folders f LEFT JOIN counts c ON c."folderId" = f.id
     WHERE f."teacherId" = ${teacherId}::uuid AND f."deletedAt" IS NULL
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
           COALESCE((SELECT n FROM counts WHERE "folderId" IS NULL), 0)`;
  return buildTree(rows);
}

/** Pure: links the rows into nodes (an orphan, whose parent is not live, is left out) and sums the counts. */
export function buildTree(rows: TreeRow[]): TFolderTree {
  let rootItemCount = 0;
  const nodes = new Map<string, TFolderTreeNode & { directCount: number }>();
  for (const row of rows) {
    if (row.id === null) {
      rootItemCount = Number(row.directCount);
      continue;
    }
    nodes.set(row.id, {
      ...toFolder(row as FolderRow),
      itemCount: 0,
      children: [],
      directCount: Number(row.directCount),
    });
  }
  const roots: TFolderTreeNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === null) roots.push(node);
    else nodes.get(node.parentId)?.children.push(node);
  }
  const bySortOrder = (a: TFolderTreeNode, b: TFolderTreeNode) =>
    a.sortOrder - b.sortOrder || a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
  const finish = (node: TFolderTreeNode & { directCount?: number }, seen: Set<string>): TFolderTreeNode => {
    seen.add(node.id);
    const children = node.children
      .filter((child) => !seen.has(child.id))
      .sort(bySortOrder)
      .map((child) => finish(child, seen));
    const { directCount = 0, ...rest } = node;
    return { ...rest, children, itemCount: directCount + children.reduce((sum, child) => sum + child.itemCount, 0) };
  };
  const seen = new Set<string>();
  return { data: roots.sort(bySortOrder).map((root) => finish(root, seen)), rootItemCount };
}
