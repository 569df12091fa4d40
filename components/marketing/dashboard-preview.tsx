import { Badge } from '@/components/ui/badge';

const SESSIONS = [
  { time: '9:00 AM', student: 'Maya Keller', service: 'Piano, 45 min', status: 'Confirmed', tone: 'success' },
  { time: '11:30 AM', student: 'Tomás Ruiz', service: 'Trial lesson', status: 'Trial', tone: 'info' },
  {
    time: '4:00 PM',
    student: 'Group: Beginners B',
    service: 'Music theory course',
    status: 'Confirmed',
    tone: 'success',
  },
] as const;

/** An illustrative, static preview of the teacher dashboard for the landing page. */
export function DashboardPreview() {
  return (
    <figure className="relative">
      <div
        aria-hidden="true"
        className="from-primary-100 via-primary-50 absolute -inset-4 -z-10 rounded-[2rem] bg-linear-to-br to-transparent blur-2xl"
      />
      <div
        role="img"
        aria-label="Preview of the Lektio dashboard: this week's earnings, sessions and today's lessons"
        className="border-border bg-surface overflow-hidden rounded-2xl border shadow-lg"
      >
        <div
          className="border-border bg-surface-muted flex items-center gap-1.5 border-b px-4 py-2.5"
          aria-hidden="true"
        >
          <span className="bg-border-strong size-2.5 rounded-full" />
          <span className="bg-border-strong size-2.5 rounded-full" />
          <span className="bg-border-strong size-2.5 rounded-full" />
        </div>
        <div className="grid grid-cols-3 gap-3 p-4" aria-hidden="true">
          {[
            ['This week', '€1,240'],
            ['Sessions', '18'],
            ['Active students', '32'],
          ].map(([label, value]) => (
            <div key={label} className="border-border rounded-lg border p-3">
              <p className="text-muted-foreground truncate text-[0.6875rem] font-medium">{label}</p>
              <p className="mt-1 text-lg font-semibold tabular-nums">{value}</p>
            </div>
          ))}
        </div>
        <div className="px-4 pb-4" aria-hidden="true">
          <p className="text-muted-foreground mb-2 text-[0.6875rem] font-semibold tracking-wide uppercase">Today</p>
          <ul className="flex flex-col gap-2">
            {SESSIONS.map((s) => (
              <li key={s.time} className="border-border flex items-center gap-3 rounded-lg border px-3 py-2">
                <span className="w-16 shrink-0 text-xs font-semibold tabular-nums">{s.time}</span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{s.student}</span>
                  <span className="text-muted-foreground block truncate text-xs">{s.service}</span>
                </span>
                <Badge tone={s.tone} className="hidden sm:inline-flex">
                  {s.status}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <figcaption className="sr-only">An example of the dashboard a teacher sees after signing in.</figcaption>
    </figure>
  );
}
