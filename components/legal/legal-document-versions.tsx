import { Link } from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { RegionalFormat } from '@/lib/core/locale';
import type { TLegalDocumentVersion } from '@/lib/legal/documents/schemas';
import { formatDateTime } from '@/lib/presentation/format';
import { LegalMarkdown } from './markdown';

type Summary = { version: number; title: string; publishedAt: string };

/** The version history: every published version, and the one picked (`?version=n`) as it was published. */
export function LegalDocumentVersions({
  documentId,
  versions,
  shown,
  timezone,
  regional,
}: {
  documentId: string;
  versions: Summary[];
  shown: TLegalDocumentVersion | null;
  timezone: string;
  /** The reader's language and clock (the page's `requestRegionalFormat()`). */
  regional?: RegionalFormat;
}) {
  const t = useTranslations('teacherLegal.versions');
  const href = (version: number) => `/teacher/settings/legal-documents/${documentId}?version=${version}#version-view`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {versions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('none')}</p>
        ) : (
          <ul className="divide-border divide-y text-sm" aria-label={t('list')}>
            {versions.map((version) => (
              <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium">{t('version', { version: version.version })}</span>
                  <span className="text-muted-foreground"> · {version.title}</span>
                  <span className="text-muted-foreground block text-xs">
                    {t('published', {
                      date: formatDateTime(version.publishedAt, timezone, 'dayMonthYearClock', regional),
                    })}
                  </span>
                </span>
                <Link
                  href={href(version.version)}
                  scroll={false}
                  aria-current={shown?.version === version.version ? 'true' : undefined}
                  className="text-primary text-sm font-medium hover:underline"
                >
                  {t.rich('view', {
                    version: version.version,
                    sr: (chunks) => <span className="sr-only">{chunks}</span>,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {shown ? (
          <section
            id="version-view"
            aria-labelledby="version-view-heading"
            className="border-border rounded-lg border p-4"
          >
            <h3 id="version-view-heading" className="mb-3 text-sm font-semibold">
              {t('heading', { version: shown.version, title: shown.title })}
            </h3>
            <LegalMarkdown>{shown.bodyMarkdown}</LegalMarkdown>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
