import { humanizeStatus } from '@/components/ui/status-badge';
import type { TTimelineItem } from '@/lib/students/lifecycle-schemas';
import { formatMoment } from './student-format';

function describe(item: TTimelineItem): { title: string; detail: string | null } {
  switch (item.kind) {
    case 'contact':
      return { title: `Contact by ${item.channel}`, detail: item.note };
    case 'session':
      return {
        title: `${item.isTrialSession ? 'Trial session' : 'Session'}: ${item.serviceName}`,
        detail: humanizeStatus(item.participantStatus ?? item.status),
      };
    case 'lifecycle':
      return { title: humanizeStatus(item.canonicalType), detail: null };
    case 'review':
      return { title: `Review: ${item.rating}/5`, detail: item.content };
  }
}

/** The merged timeline (contacts, sessions, lifecycle events, reviews), newest first. */
export function StudentTimeline({ items, timeZone }: { items: TTimelineItem[]; timeZone: string }) {
  if (items.length === 0) return <p className="text-muted-foreground text-sm">Nothing recorded yet.</p>;
  return (
    <ol aria-label="Timeline" className="border-border space-y-3 border-l pl-4">
      {items.map((item) => {
        const { title, detail } = describe(item);
        return (
          <li key={`${item.kind}-${item.id}`} className="text-sm">
            <p className="font-medium">{title}</p>
            <p className="text-muted-foreground text-xs">
              <time dateTime={item.at}>{formatMoment(item.at, timeZone)}</time>
              <span className="sr-only"> · {item.kind}</span>
            </p>
            {detail ? <p className="text-foreground mt-0.5">{detail}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
