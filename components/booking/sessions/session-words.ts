import { createTranslator } from 'next-intl';
import englishMessages from '@/messages/en/teacherSessionTools.json';

/**
 * The words of the teacher's session components (`teacherSessionTools.*`), for the pure functions
 * and schemas that word things: a key and its ICU values. Components pass their
 * `useTranslations('teacherSessionTools')`.
 */
export type SaySessions = (key: string, values?: Record<string, string | number>) => string;

/** English from the catalogue, for callers without a page's translator (tests, defaults). */
export const sayEnglish: SaySessions = (key, values) =>
  createTranslator({
    locale: 'en',
    messages: { teacherSessionTools: englishMessages },
    namespace: 'teacherSessionTools',
  })(key as never, values as never);
