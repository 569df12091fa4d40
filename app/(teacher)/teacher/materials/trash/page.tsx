import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { EmptyTrashButton } from '@/components/materials/trash-actions';
import { TrashView } from '@/components/materials/trash-view';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { NotFoundError } from '@/lib/core/errors';
import { usableTimeZone } from '@/lib/core/time';
import { listTrash } from '@/lib/materials/trash/list-trash';
import { ZTrashListQuery } from '@/lib/materials/trash/schemas';

export const metadata: Metadata = { title: 'Trash · Materials' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MaterialsTrashPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { folderId } = await searchParams;
  const query = ZTrashListQuery.safeParse(typeof folderId === 'string' ? { folderId } : {});
  if (!query.success) notFound();
  const trash = await listTrash({ teacherId: teacher.id, query: query.data }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  // Top-level entries: what sits inside a deleted folder goes with it.
  const everything = query.data.folderId
    ? null
    : [...trash.folders, ...trash.templates, ...trash.resources].filter((item) => !item.insideTrashedFolder).length;

  return (
    <div className="space-y-2">
      <PageHeader
        eyebrow={
          trash.folder?.trashedParent ? (
            <BackLink
              href={`/teacher/materials/trash?folderId=${trash.folder.trashedParent.id}`}
              label={trash.folder.trashedParent.name}
            />
          ) : trash.folder ? (
            <BackLink href="/teacher/materials/trash" label="Trash" />
          ) : (
            <BackLink href="/teacher/materials" label="Materials" />
          )
        }
        title={trash.folder ? `Trash › ${trash.folder.name}` : 'Trash'}
        description={
          trash.folder
            ? 'What was inside this folder when it was deleted.'
            : 'Deleted folders, templates and resources. Restore them, or delete them for good.'
        }
        actions={everything ? <EmptyTrashButton itemCount={everything} /> : null}
      />
      <TrashView trash={trash} timeZone={usableTimeZone(teacher.timezone)} />
    </div>
  );
}
