import { getRequestConfig } from 'next-intl/server';
import { isLocale } from '@/lib/core/locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { requestLocale } from '@/lib/http/request-locale';

/**
 * next-intl's request configuration (App Router without i18n routing: no locale in the URL).
 * The locale comes from who reads the page (lib/http/request-locale.ts, decision 0082), unless a
 * caller names one (`getTranslations({ locale, namespace })`). Messages are every namespace of that
 * locale (lib/i18n/catalogue.ts). Dates are written by lib/presentation/format.ts, not by next-intl.
 */
export default getRequestConfig(async ({ locale: named }) => {
  const locale = isLocale(named) ? named : await requestLocale();
  return { locale, messages: loadMessages(locale), timeZone: 'UTC' };
});
