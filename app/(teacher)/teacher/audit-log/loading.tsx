import { PageSkeleton } from '@/components/ui/page-skeleton';

export default function Loading() {
  return <PageSkeleton variant="table" label="Loading the audit log…" />;
}
