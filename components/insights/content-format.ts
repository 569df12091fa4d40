/** Shared wording of the content analytics figures. */
export const orDash = (value: number | null, unit = '') => (value === null ? '—' : `${value}${unit}`);

export const resourceTypeLabels = { material: 'Materials', homework: 'Homework', reference: 'References' } as const;

export const sessionsLabel = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'}`;
