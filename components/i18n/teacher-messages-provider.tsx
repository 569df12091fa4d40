'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { usePathname } from 'next/navigation';
import { use, useEffect, type ReactNode } from 'react';
import { teacherSectionOf } from '@/lib/i18n/teacher-section';

type Props = {
  locale: string;
  timeZone: string;
  /** The section the page was rendered for, and its messages (the shell's and the section's). */
  section: string;
  /** The catalogue's shape (lib/i18n/catalogue.ts): namespaces of nested messages. */
  messages: Record<string, Record<string, unknown>>;
  /** Where the whole area's messages are (app/(teacher)/teacher/client-messages). */
  areaMessagesUrl: string;
  children: ReactNode;
};

const loads = new Map<string, Promise<AbstractIntlMessages>>();

function areaMessages(url: string): Promise<AbstractIntlMessages> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url, { credentials: 'same-origin' }).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json() as Promise<AbstractIntlMessages>;
    });
    // A failed load is tried again on the next navigation (the error page's "try again" included).
    load.catch(() => loads.delete(url));
    loads.set(url, load);
  }
  return load;
}

/**
 * The teacher area's messages for its browser components (decision 0174). The page arrives with the
 * messages of its own section; moving to another section (a client-side navigation keeps this layout)
 * waits for the whole area's, loaded once after the first page is idle and kept by the browser.
 */
export function TeacherMessagesProvider({ locale, timeZone, section, messages, areaMessagesUrl, children }: Props) {
  const elsewhere = teacherSectionOf(usePathname() ?? '') !== section;
  useEffect(() => {
    const warm = () => void areaMessages(areaMessagesUrl).catch(() => undefined);
    const idle = window.requestIdleCallback?.(warm, { timeout: 5000 });
    const timer = idle === undefined ? window.setTimeout(warm, 2000) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [areaMessagesUrl]);
  return (
    <NextIntlClientProvider
      locale={locale}
      timeZone={timeZone}
      messages={elsewhere ? use(areaMessages(areaMessagesUrl)) : (messages as AbstractIntlMessages)}
    >
      {children}
    </NextIntlClientProvider>
  );
}
