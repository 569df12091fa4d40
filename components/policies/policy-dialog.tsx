'use client';

import { Pencil, Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { TCancellationPolicy } from '@/lib/booking/policies/schemas';
import { PolicyForm } from './policy-form';

type Props = { policy?: TCancellationPolicy; suggestDefault?: boolean };

/** "Create policy" or a policy's "Edit" button, and the editor in a dialog. */
export function PolicyDialog({ policy, suggestDefault = false }: Props) {
  const router = useRouter();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  function saved(name: string) {
    toast.success(policy ? `Policy “${name}” saved` : `Policy “${name}” created`);
    setOpen(false);
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {policy ? (
          <Button variant="secondary" size="sm" aria-label={`Edit policy ${policy.name}`}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden="true" /> Create policy
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{policy ? 'Edit policy' : 'New cancellation policy'}</DialogTitle>
          <DialogDescription>
            What happens to a session&apos;s credit when a student cancels, reschedules or does not show up.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PolicyForm
            formId={formId}
            policy={policy}
            suggestDefault={suggestDefault}
            onSavingChange={setSaving}
            onSaved={saved}
          />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={saving}>
            Save policy
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
