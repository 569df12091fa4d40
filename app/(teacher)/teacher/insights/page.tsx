import type { Metadata } from 'next';
import { ChartLine } from 'lucide-react';
import { SectionPlaceholder } from '@/components/teacher/section-placeholder';

export const metadata: Metadata = { title: 'Insights' };

export default function InsightsPage() {
  return (
    <SectionPlaceholder
      title="Insights"
      description="How your practice is doing over time."
      icon={ChartLine}
      emptyTitle="Your practice figures live here"
      emptyText="Earnings, retention, the booking funnel, session quality and content analytics, charted by period. Insights arrive in an upcoming release."
    />
  );
}
