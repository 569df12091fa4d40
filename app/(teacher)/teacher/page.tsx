import type { Metadata } from 'next';
import { DashboardShell } from '@/components/teacher/dashboard-shell';
import { requireTeacherPage } from '@/lib/auth/require-page';
import { getDashboardOverview } from '@/lib/dashboard/get-dashboard-overview';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function TeacherDashboardPage() {
  const teacher = await requireTeacherPage();
  const overview = await getDashboardOverview({ teacherId: teacher.id, timeZone: teacher.timezone });
  return (
    <DashboardShell
      teacherName={teacher.name}
      timezone={teacher.timezone}
      upcoming={overview.upcoming}
      stats={[
        { label: 'Active students', value: String(overview.activeStudents), href: '/teacher/students?status=active' },
        { label: 'Lessons this month', value: String(overview.monthSessions), href: '/teacher/calendar' },
        {
          label: 'Trials to confirm',
          value: String(overview.pendingTrials),
          href: '/teacher/sessions?status=pending_confirmation',
        },
        { label: 'Services on sale', value: String(overview.activeServices), href: '/teacher/services' },
      ]}
    />
  );
}
