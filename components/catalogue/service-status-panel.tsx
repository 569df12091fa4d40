'use client';

import { Archive, ExternalLink, Pause, Rocket, Trash2, Users } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { StatusBadge } from '@/components/ui/status-badge';
import type { TServiceDetail } from '@/lib/catalogue/schemas';
import { allowedWorkflowActions, type ServiceWorkflowAction } from '@/lib/catalogue/service-workflow';
import { useServiceWorkflow } from './use-service-workflow';

/** Each move's icon and weight; its words are `teacherServices.workflow.<action>`. */
const BUTTONS: Record<ServiceWorkflowAction, { icon: typeof Rocket; variant: 'primary' | 'secondary' | 'ghost' }> = {
  publish: { icon: Rocket, variant: 'primary' },
  pause: { icon: Pause, variant: 'secondary' },
  archive: { icon: Archive, variant: 'ghost' },
  delete: { icon: Trash2, variant: 'ghost' },
};

type Props = {
  service: Pick<TServiceDetail, 'id' | 'name' | 'slug' | 'status' | 'isPrivate' | 'isUnlisted' | 'activeEnrollments'>;
  teacherSlug: string;
};

/** The edit page's status card: where the service stands, the moves it allows, roster and public links. */
export function ServiceStatusPanel({ service, teacherSlug }: Props) {
  const router = useRouter();
  const t = useTranslations('teacherServices');
  const workflow = useServiceWorkflow(service, {
    onDone: (action) => (action === 'delete' ? router.push('/teacher/services') : router.refresh()),
  });
  const publicHref = `/${teacherSlug}/services/${service.slug}`;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{t('status.title')}</CardTitle>
        <StatusBadge status={service.status} />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm leading-6">{t(`status.text.${service.status}`)}</p>
        {allowedWorkflowActions(service.status).length ? (
          <div className="flex flex-wrap gap-2">
            {allowedWorkflowActions(service.status).map((action) => {
              const { icon: Icon, variant } = BUTTONS[action];
              return (
                <Button
                  key={action}
                  variant={variant}
                  size="sm"
                  loading={workflow.pending === action}
                  onClick={() => workflow.request(action)}
                  className={action === 'delete' || action === 'archive' ? 'text-danger-foreground' : undefined}
                >
                  <Icon aria-hidden="true" /> {t(`workflow.${action}`)}
                </Button>
              );
            })}
          </div>
        ) : null}
        <div className="border-border flex flex-col gap-2 border-t pt-4 text-sm">
          <Link
            href={`/teacher/services/${service.id}/roster`}
            className="text-primary inline-flex items-center gap-2 font-medium hover:underline"
          >
            <Users className="size-4" aria-hidden="true" />
            {t('status.roster', { count: service.activeEnrollments })}
          </Link>
          {service.status === 'active' && !service.isPrivate ? (
            <a
              href={publicHref}
              target="_blank"
              rel="noreferrer"
              className="text-primary inline-flex items-center gap-2 font-medium hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              {service.isUnlisted ? t('status.publicUnlisted') : t('rowActions.publicPage')}
            </a>
          ) : null}
        </div>
      </CardContent>
      {workflow.dialog}
    </Card>
  );
}
