/**
 * Answer length caps: a short answer is one line, a long one a paragraph or two. Their own module,
 * without Zod, so that a public form can check lengths without loading Zod (issue 38, item 6).
 */
export const maxShortAnswerLength = 200;
export const maxLongAnswerLength = 2000;
