import { describe, expect, it } from 'vitest';
import { formatZoneName } from '@/lib/core/format-regional';
import { detectTimeZone } from '@/lib/core/time';
import { filterTimeZones, listTimeZones, timeZoneLabel, timeZoneOptions } from './time-zones';

describe('listTimeZones', () => {
  it('lists IANA zones sorted by the name people read, with UTC', () => {
    const zones = listTimeZones();
    expect(zones).toContain('Europe/Madrid');
    expect(zones).toContain('UTC');
    const names = zones.map((zone) => formatZoneName(zone));
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('in another language, sorted by the zone’s name in it', () => {
    const zones = listTimeZones([], { locale: 'es' });
    const names = zones.map((zone) => formatZoneName(zone, 'es'));
    expect(names).toContain('hora de Madrid');
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
  });

  it('adds a detected alias the runtime leaves out, but never an invalid name', () => {
    const zones = listTimeZones(['Asia/Calcutta', 'Not/AZone', '+05:30']);
    expect(zones).toContain('Asia/Calcutta');
    expect(zones).not.toContain('Not/AZone');
    expect(zones).not.toContain('+05:30');
  });
});

describe('filterTimeZones', () => {
  const zones = ['America/New_York', 'Europe/Madrid', 'Europe/Paris', 'UTC'];

  it('matches any part, ignoring case, spaces and underscores alike', () => {
    expect(filterTimeZones(zones, 'new york')).toEqual(['America/New_York']);
    expect(filterTimeZones(zones, 'EUROPE/')).toEqual(['Europe/Madrid', 'Europe/Paris']);
  });

  it('with labels, a zone also matches on its label', () => {
    const label = (zone: string) => formatZoneName(zone, 'de');
    expect(filterTimeZones(zones, 'ortszeit madrid', label)).toEqual(['Europe/Madrid']);
    expect(filterTimeZones(zones, 'ortszeit madrid')).toEqual([]);
  });

  it('an empty query keeps every zone', () => {
    expect(filterTimeZones(zones, '  ')).toEqual(zones);
  });
});

describe('timeZoneLabel', () => {
  it('shows the readable name and the offset at that instant (DST included)', () => {
    expect(timeZoneLabel('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe('New York time (GMT-5)');
    expect(timeZoneLabel('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('New York time (GMT-4)');
  });
});

describe('detectTimeZone', () => {
  it('returns a zone the runtime can use', () => {
    expect(() => new Intl.DateTimeFormat('en', { timeZone: detectTimeZone() })).not.toThrow();
  });
});

describe('timeZoneOptions', () => {
  it('labels every zone once, on one instant, sorted by the name people read', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    const options = timeZoneOptions(['Europe/Madrid'], at);
    expect(options).toContainEqual({ value: 'Europe/Madrid', label: 'Madrid time (GMT+1)' });
    expect(options).toContainEqual({ value: 'UTC', label: 'UTC' });
    expect(options.map((option) => option.value)).toEqual(listTimeZones(['Europe/Madrid']));
    expect(options.map((option) => option.label).join(' ')).not.toMatch(/_|Europe\//);
  });

  it('in the reader’s language: "Ortszeit Madrid (GMT+1)", the value still the IANA id', () => {
    const at = new Date('2026-01-15T12:00:00Z');
    const options = timeZoneOptions(['Europe/Madrid'], at, { locale: 'de' });
    expect(options).toContainEqual({ value: 'Europe/Madrid', label: 'Ortszeit Madrid (GMT+1)' });
    expect(options.map((option) => option.value)).toEqual(listTimeZones(['Europe/Madrid'], 'de'));
  });
});
