import type { Metadata } from 'next';
import { ShieldCheck } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Privacy' };

export default function PrivacyPage() {
  return (
    <SectionPlaceholder
      title="Privacy"
      description="Data exports, erasure requests and how long records are kept."
      icon={ShieldCheck}
      emptyTitle="Your privacy tools live here"
      emptyText="Export your data, handle students' erasure requests and choose retention periods for each kind of record. These tools arrive in an upcoming release."
    />
  );
}
