/** The teacher fields the sign-in flow reads back after finding or creating a teacher. */
export const idpTeacherFields = { id: true, email: true, onboardingCompleted: true, deletedAt: true } as const;

export type IdpTeacher = { id: string; email: string; onboardingCompleted: boolean; deletedAt: Date | null };
