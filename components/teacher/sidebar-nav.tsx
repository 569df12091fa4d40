import { useTranslations } from 'next-intl';
import { TEACHER_NAV } from '@/components/teacher/nav-items';
import { TeacherNav } from '@/components/teacher/teacher-nav';

/** The teacher area's section links in the teacher's language (the links themselves: teacher-nav.tsx). */
export function SidebarNav({ className }: { className?: string }) {
  const t = useTranslations('teacherShell.nav');
  const labels = {
    label: t('label'),
    groups: Object.fromEntries(TEACHER_NAV.map((group) => [group.label, t(`groups.${group.label}`)])),
    items: Object.fromEntries(
      TEACHER_NAV.flatMap((group) => group.items).map((item) => [item.label, t(`items.${item.label}`)]),
    ),
  };
  return <TeacherNav labels={labels} className={className} />;
}
