import { CircleCheck, CircleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { TPspStatus } from '@/lib/payments/schemas';
import { formatDate } from '@/lib/core/format-time';
import { ConnectPspButton } from './connect-psp-button';

const ERROR_REASONS: Record<string, string> = {
  state: 'The connection link expired or was already used. Start again.',
  denied: 'The connection was cancelled at the processor.',
  account_in_use: 'That payment account is already connected to another Lektio teacher.',
  processor: 'The processor could not complete the connection. Try again in a moment.',
};

type Props = {
  status: TPspStatus;
  timezone: string;
  /** `?psp=` and `?reason=` of the processor's return. */
  outcome?: string;
  reason?: string;
};

/** Where students' payments go: the teacher's own processor account, and how to connect it. */
export function PspConnectionCard({ status, timezone, outcome, reason }: Props) {
  const connectedAt = status.connectedAt ? formatDate(status.connectedAt, timezone) : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment account</CardTitle>
        <CardDescription>
          Students pay straight into your own payment-processor account; Lektio never holds your money.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {outcome === 'connected' ? (
          <p
            role="status"
            className="bg-success-soft text-success-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm"
          >
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Your payment account is connected. You can now take payments.
          </p>
        ) : null}
        {outcome === 'error' ? (
          <p
            role="alert"
            className="bg-danger-soft text-danger-foreground flex items-start gap-2 rounded-md px-3 py-2 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {ERROR_REASONS[reason ?? ''] ?? 'The payment account could not be connected. Try again.'}
          </p>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              {!status.connected ? (
                <Badge tone="warning" dot>
                  Not connected
                </Badge>
              ) : status.chargesEnabled ? (
                <Badge tone="success" dot>
                  Connected
                </Badge>
              ) : (
                <Badge tone="warning" dot>
                  Setup not finished
                </Badge>
              )}
              {status.simulated ? <Badge tone="info">Simulated processor</Badge> : null}
            </div>
            {status.connected ? (
              <p className="text-muted-foreground">
                {status.chargesEnabled ? null : 'Finish the processor’s account setup before students can pay. '}
                Account <span className="break-all">{status.accountId}</span>
                {connectedAt ? ` · connected ${connectedAt}` : ''}
              </p>
            ) : (
              <p className="text-muted-foreground">Connect an account before students can enroll in paid services.</p>
            )}
          </div>
          <ConnectPspButton connected={status.connected} />
        </div>
      </CardContent>
    </Card>
  );
}
