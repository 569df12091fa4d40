import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toRegionalFormat } from '@/lib/core/locale';
import { PspConnectionCard } from '@/components/settings/psp-connection-card';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getPspStatus } from '@/lib/payments/connection/get-psp-status';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('teacherSettingsPages'))('payments.meta') };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The processor connection; the processor's return lands here with `?psp=` and `?reason=`. */
export default async function PaymentsSettingsPage({ searchParams }: Props) {
  const tp = await getTranslations('teacherSettingsPages');
  const teacher = await requireTeacherPage();
  const [params, status] = await Promise.all([searchParams, getPspStatus(teacher.id)]);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        eyebrow={<BackLink href="/teacher/settings" label={tp('back')} />}
        title={tp('payments.title')}
        description={tp('payments.description')}
        className="pb-0"
      />
      <PspConnectionCard
        status={status}
        timezone={teacher.timezone}
        outcome={single(params.psp)}
        reason={single(params.reason)}
        regional={toRegionalFormat(teacher)}
      />
    </div>
  );
}
