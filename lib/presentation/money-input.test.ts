import { describe, expect, it } from 'vitest';
import { amountProblem, currencyDecimals, formatMajorAmount, parseMajorAmount } from './money-input';

describe('currencyDecimals', () => {
  it('knows the decimals of each currency', () => {
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('jpy')).toBe(0);
    expect(currencyDecimals('BHD')).toBe(3);
    expect(currencyDecimals('??')).toBe(2);
  });
});

describe('parseMajorAmount', () => {
  it('turns major units into exact minor units', () => {
    expect(parseMajorAmount('35', 'EUR')).toEqual({ ok: true, minor: 3500 });
    expect(parseMajorAmount('35.5', 'EUR')).toEqual({ ok: true, minor: 3550 });
    expect(parseMajorAmount('19.99', 'EUR')).toEqual({ ok: true, minor: 1999 });
    expect(parseMajorAmount('0.29', 'USD')).toEqual({ ok: true, minor: 29 });
    expect(parseMajorAmount(' 1 234,50 ', 'EUR')).toEqual({ ok: true, minor: 123450 });
    expect(parseMajorAmount('5000', 'JPY')).toEqual({ ok: true, minor: 5000 });
    expect(parseMajorAmount('5000.00', 'JPY')).toEqual({ ok: true, minor: 5000 });
    expect(parseMajorAmount('1.234', 'BHD')).toEqual({ ok: true, minor: 1234 });
    expect(parseMajorAmount('12.', 'EUR')).toEqual({ ok: true, minor: 1200 });
  });

  it('refuses what it cannot read exactly', () => {
    expect(parseMajorAmount('', 'EUR')).toEqual({ ok: false, reason: 'empty' });
    expect(parseMajorAmount('-5', 'EUR')).toEqual({ ok: false, reason: 'format' });
    expect(parseMajorAmount('1e3', 'EUR')).toEqual({ ok: false, reason: 'format' });
    expect(parseMajorAmount('€35', 'EUR')).toEqual({ ok: false, reason: 'format' });
    expect(parseMajorAmount('35.555', 'EUR')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseMajorAmount('5000.5', 'JPY')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseMajorAmount('99999999999999999999', 'EUR')).toEqual({ ok: false, reason: 'format' });
  });
});

describe('formatMajorAmount', () => {
  it('shows minor units as the text a teacher would type', () => {
    expect(formatMajorAmount(3500, 'EUR')).toBe('35');
    expect(formatMajorAmount(3550, 'EUR')).toBe('35.50');
    expect(formatMajorAmount(5, 'EUR')).toBe('0.05');
    expect(formatMajorAmount(0, 'EUR')).toBe('0');
    expect(formatMajorAmount(5000, 'JPY')).toBe('5000');
    expect(formatMajorAmount(1234, 'BHD')).toBe('1.234');
  });

  it('round-trips with parseMajorAmount', () => {
    for (const [minor, currency] of [
      [1999, 'EUR'],
      [1, 'USD'],
      [123456, 'JPY'],
      [1005, 'BHD'],
    ] as const) {
      expect(parseMajorAmount(formatMajorAmount(minor, currency), currency)).toEqual({ ok: true, minor });
    }
  });
});

describe('amountProblem', () => {
  it('explains the problem in the currency terms', () => {
    expect(amountProblem('decimals', 'JPY')).toMatch(/whole amount/);
    expect(amountProblem('decimals', 'EUR')).toBe('Use at most 2 decimals');
    expect(amountProblem('format', 'EUR')).toMatch(/35.50/);
  });
});
