/**
 * The literal-string guard (issue 32 item 5, decision 0149): every component under app/,
 * components/ and lib/ writes the text a person reads through the message catalogue, apart from
 * the folders and files listed here, which are not translated yet. The list may only shrink:
 * `test/i18n/literal-strings.test.ts` fails when an entry no longer exists or has no literal text
 * left (take it off the list), and when a file outside the list writes a literal.
 *
 * Two checks read this list: ESLint's `react/jsx-no-literals` (eslint.config.mjs, JSX text, in the
 * editor and in `npm run lint`) and test/i18n/find-literal-strings.ts (JSX text, string children
 * and the attributes a person reads: aria-label, placeholder, title, alt, label...).
 * Paths are relative to the project root; a folder covers every `.tsx` file under it.
 */
export const notYetTranslated = [
  // Tools for developers, not pages of the product: English by choice (decision 0179). Every page a
  // teacher, student, payer or visitor reads is translated; nothing else may join this list.
  'app/(dev)',
  'components/dev',
  'app/(docs)',
  'components/api-docs',
];

/**
 * Text that reads the same in every language: the brand, and punctuation written between two
 * translated values (`{date} · {time}`). Only whole texts count: "(" is allowed, "(optional)" is not.
 */
export const literalsAllowedEverywhere = [
  'Lektio',
  'LEKTIO',
  '·',
  '.',
  ',',
  ':',
  '(',
  ')',
  ').',
  '–',
  '—',
  '−',
  '/',
  '/ 5',
  '+',
  '*',
  '#',
  '%',
  '404',
  '→',
  '★',
  // A URL field's placeholder: the scheme a link starts with, in every language.
  'https://',
];
