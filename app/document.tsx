import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType, ReactNode } from 'react';
import { RegionalFormatProvider } from '@/components/i18n/regional-format-provider';
import type { RegionalFormat } from '@/lib/core/locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { clientMessages, type ClientAudience } from '@/lib/i18n/client-messages';
import { BareDocument } from './bare-document';

export { documentMetadata, documentViewport } from './bare-document';

/**
 * The HTML document (`<html lang>`, font, the client providers). The root layout passes its
 * children through: each area's layout renders this document, with its language decided per request
 * (`app/(...)/layout.tsx`, lib/http/request-locale.ts) or, for the cached public page, from its path
 * (app/public/..., decision 0143). Next allows one document per area (the "multiple root layouts"
 * shape); a navigation between areas replaces the whole document.
 */

type DocumentProps = {
  regional: RegionalFormat;
  /**
   * Which messages the browser gets (lib/i18n/client-messages.ts); null: none, and no client
   * providers at all (the cached public page, whose islands take their words as props: issue 38).
   */
  audience: ClientAudience | null;
  /**
   * The client providers of the area (API client, toasts), passed in so that each area's script
   * carries only its own (components/api/page-providers.tsx); none on the cached public page.
   */
  Providers?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
};

// The page's language (the teacher's, the student's or the visitor's) says `<html lang>`, and
// client components get its messages and clock through the two providers.
export function Document({ regional, audience, Providers, children }: DocumentProps) {
  return (
    <BareDocument locale={regional.locale}>
      {audience ? (
        <NextIntlClientProvider
          locale={regional.locale}
          messages={clientMessages(loadMessages(regional.locale), audience)}
        >
          <RegionalFormatProvider value={regional}>
            {Providers ? <Providers>{children}</Providers> : children}
          </RegionalFormatProvider>
        </NextIntlClientProvider>
      ) : (
        children
      )}
    </BareDocument>
  );
}
