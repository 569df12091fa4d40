/**
 * A Monday `weeks` to `weeks + 1` weeks ahead, as a UTC date (YYYY-MM-DD): inside the factory week of
 * every teacher, and far enough ahead that every slot of it lies in the future and outside notice windows.
 */
export function futureMonday(weeks = 2): string {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + weeks * 7);
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
