import 'server-only';
import { z } from 'zod';
import { AppError, type ErrorDetail } from '@/lib/core/errors';
import type { Locale } from '@/lib/core/locale';
import { loadMessages } from './catalogue';
import { translator } from './translator';

/**
 * API error messages in the request's language (issue 32 §4): the `code` never changes, the
 * `message` and the `details[].message` do. Domain code keeps throwing English sentences; they are
 * the keys: `messages/en/errors.json` lists each translatable sentence under an id, and the same id
 * in another locale is its translation. A sentence nobody listed yet (or one with a value inside)
 * falls back to the code's, then the status's general message in that language (docs/i18n.md).
 */
type Catalogue = { messages: Record<string, string>; codes: Record<string, string>; status: Record<string, string> };

let englishIds: Map<string, string> | undefined;

/** English sentence -> its id in `errors.messages`. */
function idOfEnglish(message: string): string | undefined {
  if (!englishIds) {
    const english = loadMessages('en').errors as unknown as Catalogue;
    englishIds = new Map(Object.entries(english.messages).map(([id, text]) => [text, id]));
  }
  return englishIds.get(message);
}

function localizeMessage(message: string, code: string, status: number, locale: Locale): string {
  const errors = loadMessages(locale).errors as unknown as Catalogue;
  const id = idOfEnglish(message);
  if (id && errors.messages[id]) return errors.messages[id];
  return errors.codes[code] ?? errors.status[`s${status}`] ?? errors.status.other!;
}

const unknownFields = /^Unknown field\(s\): (.*)$/;

function localizeDetail(detail: ErrorDetail, locale: Locale): ErrorDetail {
  const fields = unknownFields.exec(detail.message);
  if (fields) return { ...detail, message: translator(locale, 'errors')('unknownFields', { fields: fields[1]! }) };
  const id = idOfEnglish(detail.message);
  const errors = loadMessages(locale).errors as unknown as Catalogue;
  // Zod's details arrive already in the locale (localizedZodDetails); a domain's own detail is
  // translated when listed.
  return id && errors.messages[id] ? { ...detail, message: errors.messages[id] } : detail;
}

/** The same error, said in `locale`. English: untouched, byte for byte. */
export function localizeError(error: AppError, locale: Locale): AppError {
  if (locale === 'en') return error;
  return new AppError(
    error.status,
    error.code,
    localizeMessage(error.message, error.code, error.status, locale),
    error.details?.map((detail) => localizeDetail(detail, locale)),
    error.headers,
  );
}

const zodLocales: Record<Exclude<Locale, 'en'>, () => { localeError: z.core.$ZodErrorMap }> = {
  es: z.locales.es,
  de: z.locales.de,
  fr: z.locales.fr,
  it: z.locales.it,
  pt: z.locales.pt,
};

// Marks the messages Zod wrote itself (in the locale), so they are told from a schema's own ones.
const builtIn = '\u2063';

/**
 * Parse options that make Zod write its built-in messages in `locale` (a schema's own message,
 * like `Invalid IANA timezone`, still wins: localizedZodDetails translates it). English: none, so
 * the messages stay exactly as before.
 */
export function zodParseOptions(locale: Locale): { error?: z.core.$ZodErrorMap } {
  if (locale === 'en') return {};
  const { localeError } = zodLocales[locale]();
  return {
    error: (issue) => {
      const said = localeError(issue);
      const message = typeof said === 'string' ? said : said?.message;
      return message === undefined ? undefined : `${builtIn}${message}`;
    },
  };
}

/** `details` of a failed parse (run with zodParseOptions(locale)), every message in `locale`. */
export function localizedZodDetails(error: z.ZodError, locale: Locale): ErrorDetail[] {
  const say = translator(locale, 'errors');
  return error.issues.map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    if (issue.code === 'unrecognized_keys') {
      return {
        path,
        message:
          locale === 'en'
            ? `Unknown field(s): ${issue.keys.join(', ')}`
            : say('unknownFields', { fields: issue.keys.join(', ') }),
      };
    }
    if (locale === 'en') return { path, message: issue.message };
    if (issue.message.startsWith(builtIn)) return { path, message: issue.message.slice(builtIn.length) };
    const id = idOfEnglish(issue.message);
    return { path, message: id ? say(`messages.${id}`) : say('invalidValue') };
  });
}

/** The 500's message (an error nobody typed: no domain sentence to translate), in `locale`, with the request id. */
export const internalErrorMessage =
  (locale: Locale) =>
  (requestId: string): string =>
    translator(locale, 'errors')('internal', { requestId });
