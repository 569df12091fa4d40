import type { BadgeTone } from '@/components/ui/badge';

// Types only: the client table imports them, and a browser module's imports are walked for the
// messages it needs (decision 0174), so this file imports nothing that asks for any.

export type RosterBadgeValue = { tone: BadgeTone; label: string };

/**
 * One row of the roster as the browser shows it: every value already worded and formatted on the
 * server (the teacher's zone and regional format), so the client table sends no formatting code and
 * its props carry each value once (issue 38).
 */
export type RosterRow = {
  id: string;
  name: string;
  /** Null: not shown (a family member booked without an address of their own, `.invalid`). */
  email: string | null;
  family: { id: string; name: string; minor: boolean } | null;
  status: RosterBadgeValue;
  level: string;
  credits: string;
  consistency: string;
  lastContact: string;
  nextSession: string;
  action: RosterBadgeValue | null;
  tags: string[];
};
