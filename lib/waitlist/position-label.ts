/** "1st", "2nd", "23rd": a waitlist position in words (client-safe). */
const ordinal = new Intl.PluralRules('en', { type: 'ordinal' });
const suffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

export const positionLabel = (position: number) => `${position}${suffixes[ordinal.select(position)] ?? 'th'}`;
