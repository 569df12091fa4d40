import { FolderPlus, NotebookPen, Plus } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { LibraryFolderNode } from './library-types';
import { UploadFileDialog } from './upload-file-dialog';

/** The buttons that make something new in the open folder; the header and the empty states share them. */
export function LibraryCreators({
  folder,
  onNewFolder,
  onAddResource,
}: {
  folder: LibraryFolderNode | null;
  onNewFolder: () => void;
  onAddResource: () => void;
}) {
  const t = useTranslations('teacherMaterials.creators');
  const newTemplateHref = `/teacher/materials/templates/new${folder ? `?folderId=${folder.id}` : ''}`;
  return (
    <>
      <Button variant="secondary" onClick={onNewFolder}>
        <FolderPlus aria-hidden="true" /> {folder ? t('newSubfolder') : t('newFolder')}
      </Button>
      <Button variant="secondary" onClick={onAddResource}>
        <Plus aria-hidden="true" /> {t('addResource')}
      </Button>
      <UploadFileDialog folderId={folder?.id ?? null} />
      <Button asChild>
        <Link href={newTemplateHref}>
          <NotebookPen aria-hidden="true" /> {t('newTemplate')}
        </Link>
      </Button>
    </>
  );
}
