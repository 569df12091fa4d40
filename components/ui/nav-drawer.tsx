'use client';

import { Menu } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

export type NavDrawerProps = {
  /** The navigation to show in the drawer (may be server-rendered). */
  children: ReactNode;
  /** Accessible name of the menu button. */
  label?: string;
  /** Classes for the trigger, typically the breakpoint where it hides, e.g. "lg:hidden". */
  triggerClassName?: string;
};

/** Phone/tablet navigation: a menu button that opens a left drawer holding the nav. */
export function NavDrawer({ children, label, triggerClassName }: NavDrawerProps) {
  const t = useTranslations('ui.navDrawer');
  const [open, setOpen] = useState(false);

  // Close the drawer when any link inside it is followed (including the current page).
  function closeOnLink(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a[href]')) setOpen(false);
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className={triggerClassName} aria-label={label ?? t('openMenu')}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <div className="border-border flex h-16 shrink-0 items-center border-b px-4">
          <Logo />
          <SheetTitle className="sr-only">{t('title')}</SheetTitle>
          <SheetDescription className="sr-only">{t('description')}</SheetDescription>
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-4" onClickCapture={closeOnLink}>
          {children}
        </div>
      </SheetContent>
    </Sheet>
  );
}
