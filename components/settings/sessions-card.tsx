import { Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatInZone } from '@/lib/core/format-time';
import { EndOtherSessionsButton } from './end-other-sessions-button';

type SessionRow = {
  id: string;
  current: boolean;
  createdAt: string;
  ipAddress: string | null;
  userAgent: string | null;
};

const describeAgent = (agent: string | null) => {
  if (!agent) return 'Unknown device';
  const browser = /Firefox|Edg|Chrome|Safari/.exec(agent)?.[0]?.replace('Edg', 'Edge') ?? 'Browser';
  const system = /Android|iPhone|iPad|Mac OS X|Windows|Linux/.exec(agent)?.[0]?.replace('Mac OS X', 'macOS') ?? '';
  return system ? `${browser} on ${system}` : browser;
};

/** Settings: where the teacher is signed in, and "sign out everywhere else". */
export function SessionsCard({ sessions, timezone }: { sessions: SessionRow[]; timezone: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in sessions</CardTitle>
        <CardDescription>
          Devices where you are signed in. Sign out the others if a device is lost or shared.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-border border-border divide-y rounded-lg border">
          {sessions.map((session) => (
            <li key={session.id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <Monitor aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="text-foreground font-medium">{describeAgent(session.userAgent)}</p>
                <p className="text-muted-foreground text-xs">
                  Signed in {formatInZone(session.createdAt, timezone, 'dateTime')}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                </p>
              </div>
              {session.current ? <Badge tone="success">This device</Badge> : null}
            </li>
          ))}
        </ul>
        <EndOtherSessionsButton disabled={sessions.length <= 1} />
      </CardContent>
    </Card>
  );
}
