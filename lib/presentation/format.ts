/**
 * The format module of pages and components (issue 32): dates, times, numbers, money, durations and
 * zone names in the reader's language and clock. The implementation is in lib/core/format-regional.ts
 * so that e-mails of every area can use it too; docs/i18n.md says how to pass the reader's format.
 */
export * from '@/lib/core/format-regional';
