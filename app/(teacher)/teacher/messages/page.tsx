import type { Metadata } from 'next';
import { MessagesSquare } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Messages' };

export default function MessagesPage() {
  return (
    <SectionPlaceholder
      title="Messages"
      description="Messages and e-mails sent to your students."
      icon={MessagesSquare}
      emptyTitle="Your conversations live here"
      emptyText="Messages to students and automatic reminders will be listed with their delivery status. Messaging arrives in an upcoming release."
    />
  );
}
