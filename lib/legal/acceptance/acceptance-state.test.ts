import { describe, expect, it } from 'vitest';
import { effectiveAcceptanceState } from './acceptance-state';

const now = new Date('2026-06-01T12:00:00Z');
const past = new Date('2026-05-31T12:00:00Z');
const future = new Date('2026-06-02T12:00:00Z');

describe('effectiveAcceptanceState', () => {
  it('reads a signature of the current version as signed, of an older one as outdated', () => {
    expect(effectiveAcceptanceState({ state: 'signed', version: 2, expiresAt: null }, 2, now)).toBe('signed');
    expect(effectiveAcceptanceState({ state: 'signed', version: 1, expiresAt: null }, 2, now)).toBe('outdated');
    expect(effectiveAcceptanceState({ state: 'signed', version: 1, expiresAt: past }, 2, now)).toBe('outdated');
  });

  it('reads a signature or a request past its expiresAt as expired, and not before', () => {
    expect(effectiveAcceptanceState({ state: 'signed', version: 2, expiresAt: past }, 2, now)).toBe('expired');
    expect(effectiveAcceptanceState({ state: 'signed', version: 2, expiresAt: now }, 2, now)).toBe('expired');
    expect(effectiveAcceptanceState({ state: 'signed', version: 2, expiresAt: future }, 2, now)).toBe('signed');
    expect(effectiveAcceptanceState({ state: 'pending', version: 2, expiresAt: past }, 2, now)).toBe('expired');
    expect(effectiveAcceptanceState({ state: 'pending', version: 1, expiresAt: future }, 2, now)).toBe('pending');
  });

  it('keeps stored outdated and expired states', () => {
    expect(effectiveAcceptanceState({ state: 'outdated', version: 1, expiresAt: null }, 2, now)).toBe('outdated');
    expect(effectiveAcceptanceState({ state: 'expired', version: 2, expiresAt: null }, 2, now)).toBe('expired');
  });
});
