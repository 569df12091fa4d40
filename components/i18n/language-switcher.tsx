import { getLocale, getTranslations } from 'next-intl/server';
import { toLocale } from '@/lib/core/locale';
import { LanguageLinks } from './language-links';

/**
 * The public pages' language switcher: the same page with `?lang=<locale>` (the proxy keeps the
 * choice in a cookie for the next pages, lib/http/request-locale.ts). Its words come from the
 * server: the links are the only script (they read the address bar), so the cached public page
 * needs no message catalogue in the browser (issue 38, decision 0176).
 */
export async function LanguageSwitcher({ className }: { className?: string }) {
  const t = await getTranslations('common.language');
  return <LanguageLinks label={t('choose')} current={toLocale(await getLocale())} className={className} />;
}
