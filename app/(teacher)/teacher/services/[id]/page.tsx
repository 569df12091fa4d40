import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BackLink } from '@/components/ui/back-link';
import { BookingQuestionsEditor } from '@/components/catalogue/booking-questions-editor';
import { listBookingQuestions } from '@/lib/catalogue/list-booking-questions';
import { ScheduleBuilder } from '@/components/catalogue/schedule-builder';
import { ServiceEditorForm } from '@/components/catalogue/service-editor-form';
import { ServiceStatusPanel } from '@/components/catalogue/service-status-panel';
import { PageHeader } from '@/components/ui/page-header';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getServiceEditorOptions } from '@/lib/catalogue/get-service-editor-options';
import { listScheduleItems } from '@/lib/catalogue/list-schedule-items';
import { editorValuesOf } from '@/lib/catalogue/service-editor-values';
import { currencyChoices } from '@/lib/core/currencies';
import { loadOwnService } from './load-own-service';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const teacher = await requireTeacherPage();
  const service = await loadOwnService(teacher.id, (await params).id);
  return { title: service.name };
}

export default async function EditServicePage({ params }: Props) {
  const teacher = await requireTeacherPage();
  const service = await loadOwnService(teacher.id, (await params).id);
  const t = await getTranslations('teacherServices');
  const [options, scheduleItems, questions] = await Promise.all([
    getServiceEditorOptions({ teacherId: teacher.id }),
    service.structure === 'course' ? listScheduleItems({ teacherId: teacher.id, serviceId: service.id }) : [],
    listBookingQuestions({ teacherId: teacher.id, serviceId: service.id }),
  ]);

  return (
    <>
      <PageHeader eyebrow={<BackLink href="/teacher/services" label={t('list.title')} />} title={service.name} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        <aside aria-label={t('status.title')} className="lg:sticky lg:top-20 lg:order-last">
          <ServiceStatusPanel service={service} teacherSlug={teacher.slug} />
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          {service.structure === 'course' ? <ScheduleBuilder serviceId={service.id} items={scheduleItems} /> : null}
          <ServiceEditorForm
            mode="edit"
            serviceId={service.id}
            initialValues={editorValuesOf(service)}
            teacherSlug={teacher.slug}
            tags={options.tags}
            currencies={currencyChoices(service.currency, options.defaultCurrency)}
          />
          <BookingQuestionsEditor serviceId={service.id} questions={questions} />
        </div>
      </div>
    </>
  );
}
