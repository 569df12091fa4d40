import 'server-only';
import { createTranslator } from 'next-intl';
import type { ReactNode } from 'react';
import { defaultLocale, type Locale } from '@/lib/core/locale';
import { loadMessages } from './catalogue';

/**
 * Messages outside a React render: e-mails, `.ics` texts, API error messages, CSV headers. Pages and
 * components use `getTranslations` (server) or `useTranslations` (client) instead (docs/i18n.md).
 *
 *   const t = translator('es', 'emails');
 *   t('trialRequested.subject', { teacher: 'Ana' });
 */
export function translator(locale: Locale = defaultLocale, namespace?: string) {
  return createTranslator({
    locale,
    messages: loadMessages(locale),
    namespace: namespace as never,
    // A missing key would be a bug the guards catch; never show a stack of it to a reader.
    onError: () => undefined,
    getMessageFallback: ({ namespace: ns, key }) => [ns, key].filter(Boolean).join('.'),
  }) as unknown as Translate;
}

/** The shape callers use: a key (relative to the namespace) and its ICU values. */
export type Translate = {
  (key: string, values?: Record<string, string | number | Date>): string;
  has(key: string): boolean;
  /** Rich text (`<link>...</link>`) for an e-mail template: `t.rich('key', { link: (chunks) => <Link>{chunks}</Link> })`. */
  rich(key: string, values?: Record<string, string | number | Date | ((chunks: ReactNode) => ReactNode)>): ReactNode;
};
