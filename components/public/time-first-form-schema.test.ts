import { describe, expect, it } from 'vitest';
import { ZTimeFirstBookingInput } from '@/lib/booking/time-first/schemas';
import { emptyBookingFor } from '@/components/booking/booking-for-form';
import { timeFirstFormSchema } from './time-first-form-schema';

const picked = { startUtc: '2026-12-07T15:00:00.000Z', timeZone: 'America/New_York' };
const values = {
  name: ' Vera ',
  email: 'vera@example.test',
  discountCode: ' welcome10 ',
  consentAccepted: true,
  bookingFor: emptyBookingFor,
};

describe('timeFirstFormSchema', () => {
  it("gives a visitor's body, which the API's schema accepts", () => {
    const body = timeFirstFormSchema({ signedIn: false, picked, documentIds: ['d1'] }).parse(values);
    expect(body).toEqual({
      startUtc: picked.startUtc,
      timezone: 'America/New_York',
      consentAccepted: true,
      acceptedDocumentVersionIds: ['d1'],
      discountCode: 'welcome10',
      name: 'Vera',
      email: 'vera@example.test',
    });
    expect(ZTimeFirstBookingInput.safeParse({ ...body, acceptedDocumentVersionIds: [] }).success).toBe(true);
  });

  it('sends no name or e-mail for a signed-in student, and no empty code', () => {
    const body = timeFirstFormSchema({ signedIn: true, picked, documentIds: [] }).parse({
      ...values,
      name: '',
      email: '',
      discountCode: ' ',
    });
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('discountCode');
  });

  it('asks a visitor for a name, a valid address and consent', () => {
    const result = timeFirstFormSchema({ signedIn: false, picked, documentIds: [] }).safeParse({
      name: ' ',
      email: 'nope',
      discountCode: '',
      consentAccepted: false,
      bookingFor: emptyBookingFor,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['consentAccepted', 'email', 'name']);
  });

  it('sends the learner with the payer when booking for someone else', () => {
    const body = timeFirstFormSchema({ signedIn: false, picked, documentIds: [] }).parse({
      ...values,
      bookingFor: { enabled: true, name: 'Iker', isMinor: false, email: 'iker@example.test' },
    });
    expect(body).toMatchObject({
      name: 'Vera',
      bookingFor: { name: 'Iker', isMinor: false, email: 'iker@example.test' },
    });
    expect(ZTimeFirstBookingInput.safeParse(body).success).toBe(true);
  });
});
