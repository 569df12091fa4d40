'use client';

import { Archive, Copy, ExternalLink, MoreHorizontal, Pause, Pencil, Rocket, Trash2, Users } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { toast } from 'sonner';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { TTeacherService } from '@/lib/catalogue/schemas';
import { allowedWorkflowActions, type ServiceWorkflowAction } from '@/lib/catalogue/service-workflow';
import { duplicateServiceRoute } from '@/lib/catalogue/contracts';
import { useServiceWorkflow } from './use-service-workflow';

/** Each move's icon; its words are `teacherServices.workflow.<action>`. */
const WORKFLOW_ICONS: Record<ServiceWorkflowAction, typeof Rocket> = {
  publish: Rocket,
  pause: Pause,
  archive: Archive,
  delete: Trash2,
};

type Props = {
  service: Pick<TTeacherService, 'id' | 'name' | 'slug' | 'status' | 'isPrivate'>;
  activeEnrollments: number;
  teacherSlug: string;
};

/** The "…" menu of a service row: edit, roster, public page, duplicate and the allowed status moves. */
export function ServiceRowActions({ service, activeEnrollments, teacherSlug }: Props) {
  const router = useRouter();
  const t = useTranslations('teacherServices');
  const trigger = useRef<HTMLButtonElement>(null);
  const duplicate = useApiMutation(duplicateServiceRoute, {
    failure: t('rowActions.duplicateFailed'),
    onSuccess: (copy) =>
      toast.success(t('rowActions.duplicated', { name: copy.name }), {
        action: { label: t('rowActions.edit'), onClick: () => router.push(`/teacher/services/${copy.id}`) },
      }),
  });
  const workflow = useServiceWorkflow(
    { ...service, activeEnrollments },
    { returnFocus: () => trigger.current?.focus() },
  );
  const busy = duplicate.isPending || workflow.pending !== null;

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon-sm"
            aria-label={t('rowActions.label', { name: service.name })}
            loading={busy}
          >
            {busy ? null : <MoreHorizontal aria-hidden="true" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem asChild>
            <Link href={`/teacher/services/${service.id}`}>
              <Pencil aria-hidden="true" /> {t('rowActions.edit')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link href={`/teacher/services/${service.id}/roster`}>
              <Users aria-hidden="true" /> {t('rowActions.roster')}
            </Link>
          </DropdownMenuItem>
          {service.status === 'active' && !service.isPrivate ? (
            <DropdownMenuItem asChild>
              <a href={`/${teacherSlug}/services/${service.slug}`} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" /> {t('rowActions.publicPage')}
              </a>
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => duplicate.mutate({ params: { id: service.id } })}>
            <Copy aria-hidden="true" /> {t('rowActions.duplicate')}
          </DropdownMenuItem>
          {allowedWorkflowActions(service.status).length ? <DropdownMenuSeparator /> : null}
          {allowedWorkflowActions(service.status).map((action) => {
            const Icon = WORKFLOW_ICONS[action];
            return (
              <DropdownMenuItem
                key={action}
                tone={action === 'delete' || action === 'archive' ? 'danger' : 'default'}
                onSelect={() => workflow.request(action)}
              >
                <Icon aria-hidden="true" /> {t(`workflow.${action}`)}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
      {workflow.dialog}
    </>
  );
}
