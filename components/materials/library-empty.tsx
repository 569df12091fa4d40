import { FolderPlus, Library, SearchX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { LibraryFolderNode } from './library-types';

/** The three empty states: no match for the filters, an empty library, an empty folder. */
export function LibraryEmpty({
  filtered,
  folder,
  emptyLibrary,
  creators,
  onClear,
}: {
  filtered: boolean;
  folder: LibraryFolderNode | null;
  emptyLibrary: boolean;
  creators: ReactNode;
  onClear: () => void;
}) {
  const t = useTranslations('teacherMaterials.empty');
  if (filtered)
    return (
      <EmptyState
        icon={SearchX}
        title={t('noMatch')}
        description={t('noMatchHelp')}
        action={
          <Button variant="secondary" onClick={onClear}>
            {t('clearFilters')}
          </Button>
        }
      />
    );
  if (emptyLibrary)
    return <EmptyState icon={Library} title={t('startTitle')} description={t('startHelp')} action={creators} />;
  return (
    <EmptyState
      icon={FolderPlus}
      title={folder ? t('folderEmpty', { name: folder.name }) : t('topEmpty')}
      description={folder ? t('folderEmptyHelp') : t('topEmptyHelp')}
      action={creators}
    />
  );
}
