/** Client-safe: what the teacher decided for each lesson of a previewed series, and what is booked. */
import type { TSeriesPreview } from '@/lib/booking/series/schemas';

export type SeriesChoice = { kind: 'keep' } | { kind: 'skip' } | { kind: 'move'; startUtc: string };

/** Free lessons are kept; a lesson in conflict is skipped until the teacher moves (or keeps) it. */
export const initialChoices = (preview: TSeriesPreview): SeriesChoice[] =>
  preview.occurrences.map((occurrence) => (occurrence.status === 'free' ? { kind: 'keep' } : { kind: 'skip' }));

/** A choice as the value of its select: `keep`, `skip`, or `move:<startUtc>`. */
export const choiceValue = (choice: SeriesChoice) => (choice.kind === 'move' ? `move:${choice.startUtc}` : choice.kind);

export function parseChoice(value: string): SeriesChoice {
  if (value.startsWith('move:')) return { kind: 'move', startUtc: value.slice('move:'.length) };
  return value === 'keep' ? { kind: 'keep' } : { kind: 'skip' };
}

/**
 * The body's occurrences: kept lessons at their planned start, moved ones at the chosen time,
 * skipped ones left out.
 */
export function keptOccurrences(preview: TSeriesPreview, choices: SeriesChoice[]): { startUtc: string }[] {
  return preview.occurrences.flatMap((occurrence, index) => {
    const choice = choices[index] ?? { kind: 'skip' };
    if (choice.kind === 'skip') return [];
    return [{ startUtc: choice.kind === 'move' ? choice.startUtc : occurrence.startUtc }];
  });
}

/** Which choices a conflict offers: a day off may be kept (the teacher's hours do not bind them). */
export const canKeep = (occurrence: TSeriesPreview['occurrences'][number]) =>
  occurrence.status === 'free' || occurrence.conflict?.kind === 'unavailable';
