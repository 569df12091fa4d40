type SettledSessions = { completed: number; cancelled: number; noShows: number };

/**
 * Consistency of a student: completed / (completed + cancelled + no-shows) * 100, rounded to an
 * integer. Null when none of those exist yet: 0 % would brand a new student as unreliable.
 */
export function consistencyPercent({ completed, cancelled, noShows }: SettledSessions): number | null {
  const settled = completed + cancelled + noShows;
  return settled === 0 ? null : Math.round((completed / settled) * 100);
}
