import type { GroupType } from '@/generated/prisma/enums';

/**
 * How many students one session of a service seats: `individual` 1, `group` its capacity, `open`
 * no limit (null). A group service without a capacity has no limit either (the spec names no
 * capacity; docs/decisions/0066-spec-shaped-bodies.md).
 */
export function seatLimit({ groupType, capacity }: { groupType: GroupType; capacity: number | null }): number | null {
  if (groupType === 'individual') return 1;
  if (groupType === 'group') return capacity;
  return null;
}
