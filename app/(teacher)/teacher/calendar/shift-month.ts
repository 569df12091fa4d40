/** The first day (`YYYY-MM-01`) of the month `months` after `month` (`YYYY-MM`); negative goes back. */
export function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
