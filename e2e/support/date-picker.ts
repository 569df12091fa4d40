import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Picks `iso` (`yyyy-MM-dd`) in the house DatePicker labelled `label` inside `scope`: opens its
 * calendar, turns the months until that day shows, clicks it (the calendar closes on a pick).
 */
export async function pickDate(page: Page, scope: Locator | Page, label: string, iso: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(calendar).toBeVisible();
  const day = calendar.locator(`td[data-day="${iso}"]:not([data-outside]) button`);
  const firstShown = calendar.locator('td[data-day]:not([data-outside])').first();
  for (let turns = 0; turns < 36 && !(await day.isVisible()); turns++) {
    const shown = (await firstShown.getAttribute('data-day')) ?? iso;
    const direction = shown > iso ? 'Go to the Previous Month' : 'Go to the Next Month';
    await calendar.getByRole('button', { name: direction }).click();
    await expect(firstShown).not.toHaveAttribute('data-day', shown);
  }
  await day.click();
  await expect(calendar).toBeHidden();
}
