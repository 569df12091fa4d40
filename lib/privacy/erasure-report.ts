/**
 * The report of one erasure: how many rows of each category were deleted or anonymised, and when.
 * Stored on the erasure request (`data_erasure_requests.report`) and in the `student.erase` audit
 * entry. Counts only: it never holds a name, an e-mail or a phone number.
 */
export type ErasureCounts = {
  contactLog: number;
  lifecycleEvents: number;
  legalAcceptances: number;
  contracts: number;
  reviewRequests: number;
  notifications: number;
  reviews: number;
  sessions: number;
  participations: number;
  /** Lessons still to come that were the student's alone, cancelled by the system. */
  futureSessionsCancelled: number;
  /** Lessons still to come that go on for others without the student. */
  futureSeatsReleased: number;
  seriesEnded: number;
  driveFileCopies: number;
  enrollments: number;
  subscriptionsCancelled: number;
  waitlistEntries: number;
  scheduledMessages: number;
  tags: number;
  signIns: number;
  /** The student's place in a family (issue 34): 1 when they were a member, 0 otherwise. */
  familyMemberships: number;
  student: number;
  payments: number;
  /** Draft invoices deleted. */
  invoiceDrafts: number;
  /** Issued invoices and credit notes kept (the law requires them), with the payer's name only. */
  invoicesKept: number;
  emails: number;
  /** Audit entries whose free text named the student, redacted. */
  auditEntries: number;
};

export type ErasureReport = { counts: ErasureCounts; erasedAt: string };

/** Who erases: the teacher (a request approved or a direct erasure) or the retention job. */
export type ErasureActor = { type: 'teacher'; id: string } | { type: 'system'; id: string | null };
