'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Select } from '@/components/ui/select';
import { switchFamilyMemberRoute } from '@/lib/families/portal/contracts';

export type MemberSwitcherProps = {
  members: { studentId: string; name: string }[];
  actingStudentId: string;
};

/**
 * The payer's member switcher (issue 34): a native select in the portal header, at every width.
 * Choosing a member points the session at them and re-renders the page for them.
 */
export function MemberSwitcher({ members, actingStudentId }: MemberSwitcherProps) {
  const id = useId();
  const t = useTranslations('portal.family');
  const switchMember = useApiMutation(switchFamilyMemberRoute, { failure: t('switchFailed') });
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="text-muted-foreground hidden text-sm sm:inline">
        {t('actingFor')}
      </label>
      <Select
        id={id}
        aria-label={t('actingForMember')}
        value={actingStudentId}
        disabled={switchMember.isPending}
        wrapperClassName="min-w-0 max-w-36 sm:max-w-48"
        className="h-9 truncate text-sm"
        onChange={(event) => switchMember.mutate({ body: { studentId: event.target.value } })}
        options={members.map((member) => ({ value: member.studentId, label: member.name }))}
      />
    </div>
  );
}
