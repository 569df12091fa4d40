import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TemplateEditor } from '@/components/materials/template-editor';
import { emptyTemplateValues, libraryHref } from '@/components/materials/template-values';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { loadEditorOptions } from '../load-editor-options';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('teacherMaterials.pages');
  return { title: t('newTemplate') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewTemplatePage({ searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const { folderId: asked } = await searchParams;
  const t = await getTranslations('teacherMaterials.pages');
  const { folders, tags } = await loadEditorOptions(teacher.id);
  // A folder that is not one of the teacher's live folders is ignored: the template goes to the top level.
  const folder = typeof asked === 'string' ? folders.find((choice) => choice.id === asked) : undefined;
  const folderId = folder?.id ?? null;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        eyebrow={<BackLink href={libraryHref(folderId)} label={folder ? folder.path : t('materials')} />}
        title={t('newTemplate')}
        description={t('newTemplateDescription')}
      />
      <TemplateEditor initialValues={emptyTemplateValues(folderId)} folders={folders} tags={tags} />
    </div>
  );
}
