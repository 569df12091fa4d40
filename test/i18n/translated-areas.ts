/**
 * The folders (and files) whose components are translated: the literal-string guard
 * (test/i18n/literal-strings.test.ts) fails when a component in them writes text a person reads
 * outside the message catalogue. An area joins this list in the commit that translates it
 * (docs/i18n.md). Paths are relative to the project root; every `.tsx` file under a folder counts.
 */
export const translatedAreas: string[] = ['components/i18n', 'app/layout.tsx', 'components/settings/language-form.tsx'];

/** Words that are the same in every language and may be written as they are (brand, symbols). */
export const literalsAllowedEverywhere = new Set(['Lektio']);
