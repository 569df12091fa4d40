import { Ellipsis, FolderTree as FolderTreeIcon, Trash2 } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import type { TMaterialRef } from '@/lib/materials/schemas';
import { FolderMenuItems, type FolderAction } from './folder-tree';
import { LibraryBreadcrumb } from './library-breadcrumb';
import type { LibraryQuery } from './library-query';
import type { LibraryFolderNode } from './library-types';

type Props = {
  query: LibraryQuery;
  filtered: boolean;
  folder: LibraryFolderNode | null;
  path: LibraryFolderNode[];
  onOpenTree: () => void;
  onDrop: (target: string | null, refs: TMaterialRef[]) => void;
  onFolderAction: (action: FolderAction, node: LibraryFolderNode) => void;
};

/**
 * Where the teacher is: the drawer button (phones), the breadcrumb (a drop target too), the open
 * folder's menu (not over search results, which span every folder) and the way to the trash.
 */
export function LibraryLocationBar({ query, filtered, folder, path, onOpenTree, onDrop, onFolderAction }: Props) {
  const t = useTranslations('teacherMaterials.location');
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Button variant="secondary" size="icon" className="lg:hidden" aria-label={t('folders')} onClick={onOpenTree}>
        <FolderTreeIcon aria-hidden="true" />
      </Button>
      <LibraryBreadcrumb path={path} filtered={filtered} query={query} onDrop={onDrop} />
      {folder && !filtered ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={t('folderActions')}>
              <Ellipsis aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <FolderMenuItems node={folder} onAction={onFolderAction} />
        </DropdownMenu>
      ) : null}
      <span className="flex-1" aria-hidden="true" />
      <Button asChild variant="ghost" size="sm" className="shrink-0">
        <Link href="/teacher/materials/trash">
          <Trash2 aria-hidden="true" /> <span className="sr-only sm:not-sr-only">{t('trash')}</span>
        </Link>
      </Button>
    </div>
  );
}
