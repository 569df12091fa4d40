/**
 * Prisma's case-insensitive `equals` (and `contains`...) compiles to ILIKE, where `_` and `%` are
 * wildcards: escape user input so `a_b@x.test` matches only itself, not `axb@x.test`.
 */
export const escapeLikePattern = (value: string) => value.replace(/[\\%_]/g, '\\$&');
