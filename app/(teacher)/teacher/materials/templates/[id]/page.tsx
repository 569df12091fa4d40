import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { TemplateEditor } from '@/components/materials/template-editor';
import { libraryHref, templateValuesOf } from '@/components/materials/template-values';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { NotFoundError } from '@/lib/core/errors';
import { getTemplate } from '@/lib/materials/templates/get-template';
import { ZTemplateIdParams } from '@/lib/materials/templates/schemas';
import { loadEditorOptions } from '../load-editor-options';

type Props = { params: Promise<{ id: string }> };

/** The teacher's live template, or the 404 page (missing, trashed, another teacher's, not an id). */
const loadTemplate = cache(async (teacherId: string, id: string) => {
  if (!ZTemplateIdParams.safeParse({ id }).success) notFound();
  try {
    return await getTemplate({ teacherId, templateId: id });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const teacher = await requireTeacherPage();
  const template = await loadTemplate(teacher.id, (await params).id);
  return { title: template.name };
}

export default async function EditTemplatePage({ params }: Props) {
  const teacher = await requireTeacherPage();
  const template = await loadTemplate(teacher.id, (await params).id);
  const { folders, tags } = await loadEditorOptions(teacher.id);
  const folder = folders.find((choice) => choice.id === template.folderId);
  const t = await getTranslations('teacherMaterials.pages');

  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={libraryHref(template.folderId)} label={folder ? folder.path : t('materials')} />}
        title={template.name}
        description={template.description ?? undefined}
      />
      <TemplateEditor
        key={`${template.id}:${template.updatedAt}`}
        template={template}
        initialValues={templateValuesOf(template)}
        folders={folders}
        tags={tags}
      />
    </>
  );
}
