'use client';

import { useEffect, useState } from 'react';
import { formatIsoDate, utcToWallTime } from '@/lib/core/time';
import { hourHeight } from './week-layout';

type Props = {
  /** The column's local date; the line shows only while it is today in `zone`. */
  date: string;
  zone: string;
  /** First hour row of the grid. */
  first: number;
  last: number;
  /** The server's now (epoch ms): the first position is rendered with the page, no jump on load. */
  initialNow: number;
};

/** Where the line sits at `now`, or null when now is not on this column's date or outside its hours. */
export function nowLineTop({ date, zone, first, last }: Omit<Props, 'initialNow'>, now: number): number | null {
  const wall = utcToWallTime(now, zone);
  if (formatIsoDate(wall.day) !== date) return null;
  if (wall.minuteOfDay < first * 60 || wall.minuteOfDay > last * 60) return null;
  return ((wall.minuteOfDay - first * 60) / 60) * hourHeight;
}

/**
 * The current-time line across today's column of the day and week grids, in the teacher's zone
 * (not the browser's): moved every minute, on the minute.
 */
export function NowLine(props: Props) {
  const [now, setNow] = useState(props.initialNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    return () => clearTimeout(timer);
  }, []);
  const top = nowLineTop(props, now);
  if (top === null) return null;
  return (
    <div
      data-now-line=""
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 z-20 flex items-center"
      style={{ top: top - 4 }}
    >
      <span className="bg-danger -ml-1 size-2 shrink-0 rounded-full" />
      <span className="bg-danger h-0.5 flex-1" />
    </div>
  );
}
