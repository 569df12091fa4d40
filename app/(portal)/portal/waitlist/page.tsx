import type { Metadata } from 'next';
import { Hourglass } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { WaitlistPlaces } from '@/components/portal/waitlist-places';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireStudentPage } from '@/lib/auth/require-page';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { listStudentWaitlist } from '@/lib/waitlist/list-student-waitlist';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('portalPages.waitlist'))('title') };
}

export default async function PortalWaitlistPage() {
  const [{ student }, t, regional] = await Promise.all([
    requireStudentPage(),
    getTranslations('portalPages.waitlist'),
    requestRegionalFormat(),
  ]);
  const places = await listStudentWaitlist({ student });
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
      />
      {places.length === 0 ? (
        <EmptyState
          icon={Hourglass}
          title={t('empty')}
          description={t('emptyText')}
          className="py-16"
        />
      ) : (
        <WaitlistPlaces places={places} timezone={student.timezone} regional={regional} />
      )}
    </>
  );
}
