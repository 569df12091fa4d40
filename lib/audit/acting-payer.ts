import { AsyncLocalStorage } from 'node:async_hooks';

/** A family's payer acting for one member in the current request (issue 34). */
export type ActingPayer = { familyId: string; studentId: string };

const actingPayer = new AsyncLocalStorage<ActingPayer>();

/**
 * Runs `work` as a payer acting for a member: every audit entry recorded inside it with that member
 * as the actor names the payer (actor `payer`, id = the family) and the member on whose behalf they
 * acted (`metadata.onBehalfOfStudentId`, decision 0125). The student route wrapper sets it for a
 * payer's session, so no student-side write has to pass the payer along.
 */
export function runAsActingPayer<T>(payer: ActingPayer, work: () => Promise<T>): Promise<T> {
  return actingPayer.run(payer, work);
}

/** The payer the current request acts as, if any. */
export const currentActingPayer = (): ActingPayer | undefined => actingPayer.getStore();
