import { describe, expect, it } from 'vitest';
import { formatInZone, formatZoneLabel as houseZoneLabel } from '@/lib/core/format-time';
import {
  formatDateRange,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatZoneLabel,
  formatZoneName,
} from './format-regional';

const at = '2026-11-23T08:30:00Z';

describe('format module in the reader language', () => {
  it('writes English exactly as the house style did, whatever the call', () => {
    for (const pattern of ['date', 'dateTime', 'sessionStart', 'fullDateTime', 'slotStart'] as const) {
      expect(formatDateTime(at, 'Europe/Madrid', pattern)).toBe(formatInZone(at, 'Europe/Madrid', pattern));
      expect(formatDateTime(at, 'Europe/Madrid', pattern, { locale: 'en' })).toBe(
        formatInZone(at, 'Europe/Madrid', pattern),
      );
    }
    expect(formatMoney(4550, 'eur')).toBe('€45.50');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatZoneLabel('Europe/Madrid', new Date(at))).toBe(houseZoneLabel('Europe/Madrid', new Date(at)));
  });

  it('gives an English reader the 12-hour clock they asked for', () => {
    expect(formatDateTime(at, 'Europe/Madrid', 'sessionStart', { locale: 'en', hourCycle: 'h12' })).toBe(
      'Mon, 23 Nov 2026, 9:30 AM',
    );
  });

  it('writes other languages in their own words and order', () => {
    expect(formatDateTime(at, 'Europe/Madrid', 'weekdayDayMonth', 'de')).toBe('Montag, 23. November');
    expect(formatDateTime(at, 'Europe/Madrid', 'longDay', 'es')).toBe('lunes, 23 de noviembre');
    expect(formatDateTime(at, 'Europe/Madrid', 'time', 'fr')).toBe('09:30');
    expect(formatDateTime(at, 'America/New_York', 'time', { locale: 'es', hourCycle: 'h12' })).toMatch(/^3:30\s?a/);
    expect(formatMoney(4550, 'EUR', 'de')).toBe('45,50\u00a0€');
    expect(formatMoney(4500, 'EUR', 'fr')).toBe('45\u00a0€');
    expect(formatDateRange('2027-03-01', '2027-03-07', 'it')).toMatch(/^0?1[–-]0?7 mar 2027$/);
  });

  it('names a zone by its city in the reader language, never by its identifier', () => {
    expect(formatZoneName('Europe/Madrid', 'es')).toBe('hora de Madrid');
    expect(formatZoneName('America/New_York', 'de')).toBe('Ortszeit New York');
    expect(formatZoneName('UTC', 'fr')).toBe('UTC');
    expect(formatZoneLabel('Europe/Lisbon', new Date(at), 'pt')).toBe('hora de Lisbon (GMT)');
  });

  it('writes durations with the language units', () => {
    expect(formatDuration(45, 'de')).toBe('45 Min.');
    expect(formatDuration(120, 'es')).toBe('2 h');
  });
});
