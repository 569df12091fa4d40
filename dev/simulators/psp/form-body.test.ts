import { describe, expect, it } from 'vitest';
import { field, parseFormBody, stringMap } from './form-body';

describe("parseFormBody (the processor's wire format)", () => {
  it('nests bracketed keys and makes arrays of numeric segments', () => {
    const body = parseFormBody(
      'mode=payment&line_items[0][quantity]=1&line_items[0][price_data][unit_amount]=12100&metadata[kind]=enrollment&expand[0]=latest_charge',
    );
    expect(body).toEqual({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { unit_amount: '12100' } }],
      metadata: { kind: 'enrollment' },
      expand: ['latest_charge'],
    });
    expect(field(body, 'line_items', '0', 'price_data', 'unit_amount')).toBe('12100');
    expect(field(body, 'line_items', '1', 'quantity')).toBeUndefined();
    expect(stringMap(body, 'metadata')).toEqual({ kind: 'enrollment' });
  });

  it('decodes percent-encoded brackets and values', () => {
    expect(parseFormBody('metadata%5Bnote%5D=a%20%26%20b')).toEqual({ metadata: { note: 'a & b' } });
  });
});
