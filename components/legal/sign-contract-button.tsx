'use client';

import { PenLine } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { refusalMessage } from '@/lib/client/api-refusal';
import { callApi } from '@/lib/client/call-api';
import { signContractRoute } from '@/lib/legal/contracts';

/** "I have read and sign": signs the version shown (a newer one published meanwhile is refused, 409). */
export function SignContractButton({
  documentId,
  version,
  title,
  disabled,
}: {
  documentId: string;
  version: number;
  title: string;
  disabled?: boolean;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  async function sign() {
    setPending(true);
    try {
      await callApi(signContractRoute, { params: { documentId }, body: { version } });
      toast.success(`You signed "${title}".`);
      setOpen(false);
      router.refresh();
    } catch (error) {
      toast.error(refusalMessage(error, 'Your signature could not be recorded. Try again.'));
      router.refresh();
    } finally {
      setPending(false);
    }
  }
  return (
    <>
      <Button type="button" disabled={disabled} onClick={() => setOpen(true)}>
        <PenLine aria-hidden="true" /> I have read and sign
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Sign "${title}"?`}
        description={`You confirm you have read version ${version} and agree to it. Your teacher sees the date of your signature.`}
        confirmLabel="Sign"
        pending={pending}
        onConfirm={sign}
      />
    </>
  );
}
