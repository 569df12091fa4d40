import { describe, expect, it } from 'vitest';
import { refundFormSchema } from './refund-form-schema';

const paymentId = '6f1c2b1e-4a9d-4c3e-9f7a-2b8d1e0c5a11';
const schema = refundFormSchema({ paymentId, currency: 'EUR', refundable: 5000, idempotencyKey: 'key-12345678' });
const amountError = (amountText: string) =>
  schema.safeParse({ mode: 'partial', amountText, reason: 'duplicate' }).error?.issues[0];

describe('refundFormSchema', () => {
  it('sends no amount for a full refund, whatever the amount field holds', () => {
    expect(schema.parse({ mode: 'full', amountText: 'x', reason: 'requested_by_customer' })).toEqual({
      paymentId,
      reason: 'requested_by_customer',
      idempotencyKey: 'key-12345678',
    });
  });

  it('turns a partial amount in major units into minor units, up to the refundable amount', () => {
    expect(schema.parse({ mode: 'partial', amountText: '12,5', reason: 'duplicate' })).toMatchObject({ amount: 1250 });
    expect(schema.parse({ mode: 'partial', amountText: '50', reason: 'duplicate' })).toMatchObject({ amount: 5000 });
  });

  it('refuses an empty, zero or too large partial amount on the amount field', () => {
    expect(amountError('')).toMatchObject({ path: ['amountText'], message: 'Enter an amount' });
    expect(amountError('0')?.message).toBe('Enter an amount above zero');
    expect(amountError('50.01')?.message).toMatch(/^At most .*50.* can be refunded$/);
  });
});
