/**
 * The kinds (`data.kind`) of the `erasure_requested` notices the retention job writes; a student's own
 * request has none. Here rather than in lib/data-retention, so the bell can word each kind.
 */
export const deletionNoticeKind = 'retention_deletion_notice';
export const overdueErasureKind = 'erasure_overdue';
