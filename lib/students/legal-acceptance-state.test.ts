import { describe, expect, it } from 'vitest';
import { legalAcceptanceState } from './legal-acceptance-state';

const now = new Date('2031-06-15T12:00:00Z');

describe('legalAcceptanceState', () => {
  it('is pending without an acceptance', () => {
    expect(legalAcceptanceState(2, null, now)).toBe('pending');
  });

  it('is signed for the current version, outdated for an older one, expired past its expiry', () => {
    expect(legalAcceptanceState(2, { state: 'signed', acceptedVersion: 2, expiresAt: null }, now)).toBe('signed');
    expect(legalAcceptanceState(3, { state: 'signed', acceptedVersion: 2, expiresAt: null }, now)).toBe('outdated');
    expect(
      legalAcceptanceState(2, { state: 'signed', acceptedVersion: 2, expiresAt: new Date('2031-06-01') }, now),
    ).toBe('expired');
  });

  it('keeps a stored state other than signed', () => {
    expect(legalAcceptanceState(2, { state: 'pending', acceptedVersion: 2, expiresAt: null }, now)).toBe('pending');
  });
});
