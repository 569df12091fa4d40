import Link from 'next/link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatInZone } from '@/lib/core/format-time';
import type { TLegalDocumentVersion } from '@/lib/legal/documents/schemas';
import { LegalMarkdown } from './markdown';

type Summary = { version: number; title: string; publishedAt: string };

/** The version history: every published version, and the one picked (`?version=n`) as it was published. */
export function LegalDocumentVersions({
  documentId,
  versions,
  shown,
  timezone,
}: {
  documentId: string;
  versions: Summary[];
  shown: TLegalDocumentVersion | null;
  timezone: string;
}) {
  const href = (version: number) => `/teacher/settings/legal-documents/${documentId}?version=${version}#version-view`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Version history</CardTitle>
        <CardDescription>Every published version stays readable, as students saw it.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {versions.length === 0 ? (
          <p className="text-muted-foreground text-sm">Not published yet.</p>
        ) : (
          <ul className="divide-border divide-y text-sm" aria-label="Versions">
            {versions.map((version) => (
              <li key={version.version} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0">
                  <span className="font-medium">Version {version.version}</span>
                  <span className="text-muted-foreground"> · {version.title}</span>
                  <span className="text-muted-foreground block text-xs">
                    Published {formatInZone(version.publishedAt, timezone, 'dayMonthYearClock')}
                  </span>
                </span>
                <Link
                  href={href(version.version)}
                  scroll={false}
                  aria-current={shown?.version === version.version ? 'true' : undefined}
                  className="text-primary text-sm font-medium hover:underline"
                >
                  View<span className="sr-only"> version {version.version}</span>
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
              Version {shown.version}: {shown.title}
            </h3>
            <LegalMarkdown>{shown.bodyMarkdown}</LegalMarkdown>
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
