import { describe, expect, it } from 'vitest';
import { isToggleOn, notificationToggles, resolveNotificationPreferences } from './notice-preferences';

describe('isToggleOn', () => {
  it('a missing key falls back to that toggle’s spec default: the weekly report off, the rest on', () => {
    for (const preferences of [{}, null, undefined, 'garbage']) {
      expect(isToggleOn(preferences, 'weeklyReport')).toBe(false);
      for (const toggle of notificationToggles.filter((key) => key !== 'weeklyReport')) {
        expect(isToggleOn(preferences, toggle)).toBe(true);
      }
    }
  });

  it('a stored boolean wins; any other stored value is the default', () => {
    expect(isToggleOn({ weeklyReport: true }, 'weeklyReport')).toBe(true);
    expect(isToggleOn({ newBooking: false }, 'newBooking')).toBe(false);
    expect(isToggleOn({ weeklyReport: 'yes' }, 'weeklyReport')).toBe(false);
    expect(isToggleOn({ newBooking: 'no' }, 'newBooking')).toBe(true);
  });
});

describe('resolveNotificationPreferences', () => {
  it('answers every key, defaults filled, unknown keys dropped', () => {
    expect(resolveNotificationPreferences({ paymentReceived: false, somethingElse: true })).toEqual({
      newBooking: true,
      bookingConfirmed: true,
      bookingCancelled: true,
      sessionReminder: true,
      paymentReceived: false,
      creditsExpiring: true,
      weeklyReport: false,
      lessonSummary: true,
    });
  });
});
