/** The signed-in student as the waitlist functions need them: the tenant is the student's teacher. */
export type WaitlistStudent = { id: string; teacherId: string };

/** Entries still in line: `notified` ones keep their rank until they convert or leave. */
export const openWaitlistStatuses = ['waiting', 'notified'] as const;
