'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/presentation/cn';

/** A side drawer (modal dialog sliding in from the left), used for navigation on phones. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const t = useTranslations('ui.sheet');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(
          'bg-foreground/40 fixed inset-0 z-50',
          'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
        )}
      />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex h-dvh w-[min(20rem,calc(100%-3rem))] flex-col',
          'border-border bg-surface border-r shadow-lg',
          'data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="text-muted-foreground hover:bg-surface-muted hover:text-foreground absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-md"
          aria-label={t('closeMenu')}
        >
          <X className="size-5" aria-hidden="true" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
