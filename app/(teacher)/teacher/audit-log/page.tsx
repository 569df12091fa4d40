import type { Metadata } from 'next';
import { ScrollText } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Audit log' };

export default function AuditLogPage() {
  return (
    <SectionPlaceholder
      title="Audit log"
      description="An append-only record of important actions in your account."
      icon={ScrollText}
      emptyTitle="Your audit trail lives here"
      emptyText="Sign-ins, changes to payments, students and services, and every privacy action, each with who did it and when. The audit log viewer arrives in an upcoming release."
    />
  );
}
