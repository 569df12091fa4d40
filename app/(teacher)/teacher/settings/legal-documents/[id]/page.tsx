import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { LegalDocumentEditor } from '@/components/legal/legal-document-editor';
import { LegalDocumentVersions } from '@/components/legal/legal-document-versions';
import { Badge } from '@/components/ui/badge';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';
import { loadOr404 } from '@/app/(public)/load-or-404';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { getLegalDocument } from '@/lib/legal/documents/get-legal-document';
import { getLegalDocumentVersion, listLegalDocumentVersions } from '@/lib/legal/documents/legal-document-versions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('legal.one') };
}

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** Edit one document's working copy, publish it, and read any published version (`?version=n`). */
export default async function LegalDocumentPage({ params, searchParams }: Props) {
  const teacher = await requireTeacherPage();
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const tp = await getTranslations('teacherSettingsPages');
  if (!z.uuid().safeParse(id).success) notFound();
  const [document, versions] = await Promise.all([
    loadOr404(() => getLegalDocument({ teacherId: teacher.id, documentId: id })),
    loadOr404(() => listLegalDocumentVersions({ teacherId: teacher.id, documentId: id })),
  ]);
  const wanted = z.coerce
    .number()
    .int()
    .min(1)
    .safeParse(Array.isArray(query.version) ? query.version[0] : query.version);
  const shown = wanted.success
    ? await getLegalDocumentVersion({ teacherId: teacher.id, documentId: id, version: wanted.data }).catch(() => null)
    : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings/legal-documents" label={tp('legal.title')} />}
        title={document.title}
        description={
          document.currentVersion ? tp('legal.current', { version: document.currentVersion }) : tp('legal.draft')
        }
        actions={
          <div className="flex flex-wrap gap-1.5">
            <StatusBadge status={document.state} />
            {document.hasUnpublishedChanges && document.currentVersion > 0 ? (
              <Badge tone="warning">{tp('legal.unpublished')}</Badge>
            ) : null}
          </div>
        }
      />
      <LegalDocumentEditor key={document.updatedAt} document={document} />
      <LegalDocumentVersions
        documentId={document.id}
        versions={versions.data}
        shown={shown}
        timezone={teacher.timezone}
        regional={await requestRegionalFormat()}
      />
    </div>
  );
}
