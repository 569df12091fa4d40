import 'server-only';
import { requestRegionalFormat } from '@/lib/http/request-locale';
import { loadMessages } from '@/lib/i18n/catalogue';
import { clientMessages } from '@/lib/i18n/client-messages';

/** PublicClientWords' props for this request: the visitor's language and clock, the public namespaces. */
export async function publicClientWordsProps() {
  const regional = await requestRegionalFormat();
  return { regional, messages: clientMessages(loadMessages(regional.locale), 'public') };
}
