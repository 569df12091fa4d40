import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton variant="form" label="Loading the template editor…" />;
}
