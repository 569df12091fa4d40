import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { EmptyTrashButton } from '@/components/materials/trash-actions';
import { TrashView } from '@/components/materials/trash-view';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { NotFoundError } from '@/lib/core/errors';
import { usableTimeZone } from '@/lib/core/time';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { listTrash } from '@/lib/materials/trash/list-trash';
import { ZTrashListQuery } from '@/lib/materials/trash/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherMaterials.trash');
  return { title: t('metaTitle') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MaterialsTrashPage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { folderId } = await searchParams;
  const t = await getTranslations('teacherMaterials.trash');
  const regional = await requestRegionalFormat();
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
            <BackLink href="/teacher/materials/trash" label={t('pageTitle')} />
          ) : (
            <BackLink href="/teacher/materials" label={t('back')} />
          )
        }
        title={trash.folder ? t('pageTitleFolder', { name: trash.folder.name }) : t('pageTitle')}
        description={trash.folder ? t('folderDescription') : t('description')}
        actions={everything ? <EmptyTrashButton itemCount={everything} /> : null}
      />
      <TrashView trash={trash} timeZone={usableTimeZone(teacher.timezone)} regional={regional} />
    </div>
  );
}
