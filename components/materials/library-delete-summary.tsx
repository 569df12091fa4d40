import { useTranslations } from 'next-intl';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { flattenTree, type LibraryFolderNode } from './library-types';
import { useMaterialWords } from './material-words';

export type DeleteRequest = { items: TMaterialRef[]; label: string; folders: LibraryFolderNode[]; others: number };

/** What a delete takes with it, in numbers: "It goes to the trash with 2 subfolders and 14 items." */
export function DeleteSummary({ request }: { request: DeleteRequest }) {
  const t = useTranslations('teacherMaterials.deleteSummary');
  const words = useMaterialWords();
  const subfolders = request.folders.reduce((sum, node) => sum + flattenTree(node.children).length, 0);
  const inside = request.folders.reduce((sum, node) => sum + node.itemCount, 0);
  const parts = [
    request.folders.length > 1 ? words.count('folders', request.folders.length) : null,
    subfolders ? words.count('subfolders', subfolders) : null,
    inside ? t('inside', { count: inside }) : null,
  ].filter(Boolean);
  return (
    <div className="space-y-2">
      {request.folders.length ? (
        <p>{parts.length ? t('withIt', { parts: parts.join(', ') }) : t('folderEmpty')}</p>
      ) : null}
      <p>{request.items.length === 1 ? t('undoOne') : t('undoMany')}</p>
    </div>
  );
}
