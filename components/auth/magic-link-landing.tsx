'use client';

import { CircleAlert, LinkIcon, LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { useApiMutation } from '@/components/api/use-api-mutation';
import { Button } from '@/components/ui/button';
import { verifyMagicLinkRoute } from '@/lib/auth/magic-link/contracts';
import { ApiRefusal } from '@/lib/client/api-refusal';
import { StudentSignInForm, waitWords } from './student-sign-in-form';

type Failure = { kind: 'invalid' } | { kind: 'problem'; message: string };

export type MagicLinkLandingProps = {
  teacher: { name: string; slug: string } | null;
  initialSlug?: string;
  showDevMailbox: boolean;
};

// The token is in the fragment (never sent to the server), so only the browser can read it.
const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};
const tokenFromLocation = () =>
  new URLSearchParams(window.location.hash.slice(1)).get('token') ??
  new URLSearchParams(window.location.search).get('token');
/** On the server and during hydration the token is not known yet. */
const tokenNotReadYet = () => undefined;

function failedSignIn(t: ReturnType<typeof useTranslations<'auth'>>, error: unknown): Failure {
  const refusal = error instanceof ApiRefusal ? error : null;
  if (refusal?.code === 'INVALID_TOKEN') return { kind: 'invalid' };
  if (refusal?.status === 429) {
    return { kind: 'problem', message: t('landing.tooMany', { wait: waitWords(t, refusal.retryAfterSeconds) }) };
  }
  if (!refusal || refusal.status === 0) return { kind: 'problem', message: t('unreachable') };
  return { kind: 'problem', message: t('landing.ourSide') };
}

/**
 * The page an e-mailed link opens. It spends the token only when the person presses the button:
 * mail scanners that open links (and may run scripts) must not sign in or burn the link.
 */
export function MagicLinkLanding({ teacher, initialSlug, showDevMailbox }: MagicLinkLandingProps) {
  const t = useTranslations('auth');
  const token = useSyncExternalStore(subscribeToHash, tokenFromLocation, tokenNotReadYet);
  const verify = useApiMutation(verifyMagicLinkRoute, {
    refresh: false,
    // A full load (the session cookie changed), replacing this entry so Back does not return to the link.
    onSuccess: ({ redirectTo }) => window.location.replace(new URL(redirectTo, window.location.origin)),
  });
  const failure = verify.error ? failedSignIn(t, verify.error) : null;
  // Still pending after the answer: the browser is leaving for the portal.
  const submitting = verify.isPending || verify.isSuccess;

  function signIn() {
    if (token) verify.mutate({ body: { token } });
  }

  if (token === null || failure?.kind === 'invalid') {
    return (
      <div className="flex flex-col gap-6">
        <div className="flex flex-col items-center gap-3 text-center">
          <div className="bg-warning-soft text-warning-foreground flex size-12 items-center justify-center rounded-full">
            <LinkIcon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-foreground text-2xl font-semibold tracking-tight">
            {token === null ? t('landing.incomplete') : t('landing.expired')}
          </h1>
          <p className="text-muted-foreground text-sm leading-6">
            {t('landing.expiredText')}
          </p>
        </div>
        <StudentSignInForm
          teacher={teacher}
          initialSlug={initialSlug}
          showDevMailbox={showDevMailbox}
          submitLabel={t('student.sendNew')}
        />
      </div>
    );
  }

  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <div>
        <h1 className="text-foreground text-2xl font-semibold tracking-tight">{t('landing.welcome')}</h1>
        <p className="text-muted-foreground mt-1.5 text-sm leading-6">
          {teacher ? t('landing.oneStepTeacher', { teacher: teacher.name }) : t('landing.oneStep')}
        </p>
      </div>
      {failure?.kind === 'problem' ? (
        <p
          role="alert"
          className="border-danger/25 bg-danger-soft text-danger-foreground flex w-full items-start gap-2 rounded-lg border px-3 py-2.5 text-left text-sm"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {failure.message}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        onClick={signIn}
        loading={submitting}
        disabled={token === undefined}
      >
        {submitting ? null : <LogIn aria-hidden="true" />}
        {t('landing.signIn')}
      </Button>
      <p className="text-muted-foreground text-xs leading-5">
        {t('landing.why')}
      </p>
    </div>
  );
}
