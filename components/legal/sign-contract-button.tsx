'use client';

import { PenLine } from 'lucide-react';
import { ConfirmAction } from '@/components/forms/confirm-action';
import { signContractRoute } from '@/lib/legal/contracts';

type Props = { documentId: string; version: number; title: string; disabled?: boolean };

/** "I have read and sign": signs the version shown (a newer one published meanwhile is refused, 409). */
export function SignContractButton({ documentId, version, title, disabled }: Props) {
  return (
    <ConfirmAction
      contract={signContractRoute}
      input={{ params: { documentId }, body: { version } }}
      variant="primary"
      size="md"
      disabled={disabled}
      title={`Sign "${title}"?`}
      description={`You confirm you have read version ${version} and agree to it. Your teacher sees the date of your signature.`}
      confirmLabel="Sign"
      destructive={false}
      done={`You signed "${title}".`}
      failure="Your signature could not be recorded. Try again."
      refreshOnFailure
    >
      <PenLine aria-hidden="true" /> I have read and sign
    </ConfirmAction>
  );
}
