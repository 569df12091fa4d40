import { useTranslations } from 'next-intl';
import { Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { RegionalFormat } from '@/lib/core/locale';
import { formatDateTime } from '@/lib/presentation/format';
import { EndOtherSessionsButton } from './end-other-sessions-button';

type SessionRow = {
  id: string;
  current: boolean;
  createdAt: string;
  ipAddress: string | null;
  userAgent: string | null;
};

type Translate = (key: string, values?: Record<string, string>) => string;

const describeAgent = (agent: string | null, t: Translate) => {
  if (!agent) return t('unknownDevice');
  const browser = /Firefox|Edg|Chrome|Safari/.exec(agent)?.[0]?.replace('Edg', 'Edge') ?? t('browser');
  const system = /Android|iPhone|iPad|Mac OS X|Windows|Linux/.exec(agent)?.[0]?.replace('Mac OS X', 'macOS') ?? '';
  return system ? t('browserOn', { browser, system }) : browser;
};

/** Settings: where the teacher is signed in, and "sign out everywhere else". */
export function SessionsCard({
  sessions,
  timezone,
  regional,
}: {
  sessions: SessionRow[];
  timezone: string;
  regional?: RegionalFormat;
}) {
  const t = useTranslations('teacherSettingsAccount.sessions');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="divide-border border-border divide-y rounded-lg border">
          {sessions.map((session) => (
            <li key={session.id} className="flex items-center gap-3 px-4 py-3 text-sm">
              <Monitor aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="text-foreground font-medium">{describeAgent(session.userAgent, t)}</p>
                <p className="text-muted-foreground text-xs">
                  {t('signedIn', { when: formatDateTime(session.createdAt, timezone, 'dateTime', regional) })}
                  {session.ipAddress ? ` · ${session.ipAddress}` : ''}
                </p>
              </div>
              {session.current ? <Badge tone="success">{t('thisDevice')}</Badge> : null}
            </li>
          ))}
        </ul>
        <EndOtherSessionsButton disabled={sessions.length <= 1} />
      </CardContent>
    </Card>
  );
}
