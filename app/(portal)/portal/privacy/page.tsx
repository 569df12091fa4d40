import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErasureRequestButton } from '@/components/privacy/erasure-request-button';
import { ErasureStatus } from '@/components/privacy/erasure-status';
import { MyDataExportButton } from '@/components/privacy/my-data-export-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { getMyDataSummary } from '@/lib/privacy/get-my-data-summary';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('portalPages.privacy'))('title') };
}

/** What the teacher's practice holds about the student, a download of it, and the erasure request. */
export default async function PortalPrivacyPage() {
  const [{ student, impersonating }, t, regional] = await Promise.all([
    requireStudentPage(),
    getTranslations('portalPages.privacy'),
    requestRegionalFormat(),
  ]);
  const summary = await getMyDataSummary({ student: { id: student.id, teacherId: student.teacherId } });
  const request = summary.erasureRequest;
  const open = request?.status === 'pending' || request?.status === 'processing';

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
      />
      <Card>
        <CardHeader>
          <CardTitle>{t('heldTitle')}</CardTitle>
          <CardDescription>{t('heldText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            {summary.categories.map((category) => (
              <div key={category.key} className="border-border flex justify-between gap-4 border-b py-1.5 text-sm">
                <dt className="text-muted-foreground">{t(`category.${category.key}`)}</dt>
                <dd className="font-medium tabular-nums">{category.count}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('downloadTitle')}</CardTitle>
          <CardDescription>{t('downloadText')}</CardDescription>
        </CardHeader>
        <CardContent>
          <MyDataExportButton />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('eraseTitle')}</CardTitle>
          <CardDescription>{t('eraseText')}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {request ? <ErasureStatus request={request} timezone={student.timezone} regional={regional} /> : null}
          {impersonating ? (
            <p role="status" className="text-muted-foreground text-sm">
              {t('impersonating')}
            </p>
          ) : null}
          <ErasureRequestButton disabled={impersonating || open} />
        </CardContent>
      </Card>
    </>
  );
}
