import type { TMaterialRef } from '@/lib/materials/schemas';
import { flattenTree, type LibraryFolderNode } from './library-types';

export type DeleteRequest = { items: TMaterialRef[]; label: string; folders: LibraryFolderNode[]; others: number };

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What a delete takes with it, in numbers: "It goes to the trash with 2 subfolders and 14 items." */
export function DeleteSummary({ request }: { request: DeleteRequest }) {
  const subfolders = request.folders.reduce((sum, node) => sum + flattenTree(node.children).length, 0);
  const inside = request.folders.reduce((sum, node) => sum + node.itemCount, 0);
  const parts = [
    request.folders.length > 1 ? plural(request.folders.length, 'folder') : null,
    subfolders ? plural(subfolders, 'subfolder') : null,
    inside ? `${plural(inside, 'item')} inside` : null,
  ].filter(Boolean);
  return (
    <div className="space-y-2">
      {request.folders.length ? (
        <p>
          {parts.length ? `Everything in it goes to the trash with it: ${parts.join(', ')}.` : 'The folder is empty.'}
        </p>
      ) : null}
      <p>
        {request.items.length === 1
          ? 'Nothing is lost: undo right after, or restore it from the trash at any time.'
          : 'Nothing is lost: restore them from the trash at any time.'}
      </p>
    </div>
  );
}
