'use client';

import { useState } from 'react';
import type { TSeriesPreview } from '@/lib/booking/series/schemas';
import { initialChoices, keptOccurrences, parseChoice, type SeriesChoice } from './series-choices';

/**
 * The booker's choice per previewed lesson (teacher's and student's lists alike): what each select
 * shows, how many dates clash, and the occurrences the create request carries.
 */
export function useSeriesChoices(preview: TSeriesPreview) {
  const [choices, setChoices] = useState<SeriesChoice[]>(() => initialChoices(preview));
  const choose = (index: number, value: string) =>
    setChoices((current) => current.map((choice, i) => (i === index ? parseChoice(value) : choice)));
  return {
    choices,
    choose,
    occurrences: keptOccurrences(preview, choices),
    conflicts: preview.occurrences.filter((occurrence) => occurrence.status === 'conflict').length,
  };
}
