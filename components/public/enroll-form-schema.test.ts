import { describe, expect, it } from 'vitest';
import { ZEnrollInput } from '@/lib/enrollments/enroll-schemas';
import { emptyBookingFor } from '@/components/booking/booking-for-form';
import { enrollFormSchema } from './enroll-form-schema';

const serviceId = '00000000-0000-4000-8000-000000000001';
const terms = '00000000-0000-4000-8000-000000000002';
const privacy = '00000000-0000-4000-8000-000000000003';
const empty = { name: '', email: '', documents: [], discountCode: '', bookingFor: emptyBookingFor };

describe('enrollFormSchema', () => {
  it("asks a visitor for a name, an address and the required documents, with the form's words", () => {
    const result = enrollFormSchema({ serviceId, signedIn: false, requiredIds: [terms] }).safeParse(empty);
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['name', 'Enter your name'],
      ['email', 'Enter a valid e-mail address'],
      ['documents', 'Accept the documents marked as required to continue'],
    ]);
  });

  it('answers the body the enroll route accepts: ticked documents in order, code and contact trimmed', () => {
    const body = enrollFormSchema({ serviceId, signedIn: false, requiredIds: [terms] }).parse({
      name: ' Ana ',
      email: ' ana@example.com ',
      documents: [privacy, terms],
      discountCode: ' welcome10 ',
      bookingFor: emptyBookingFor,
    });
    expect(body).toEqual({
      serviceId,
      acceptedDocumentVersionIds: [privacy, terms],
      discountCode: 'welcome10',
      name: 'Ana',
      email: 'ana@example.com',
    });
    expect(ZEnrollInput.safeParse(body).success).toBe(true);
  });

  it('sends neither name nor address for a signed-in student, and no empty code', () => {
    const body = enrollFormSchema({ serviceId, signedIn: true, requiredIds: [] }).parse(empty);
    expect(body).toEqual({ serviceId, acceptedDocumentVersionIds: [] });
  });

  it('sends bookingFor when the box is ticked, and checks the learner inline (decision 0128)', () => {
    const schema = enrollFormSchema({ serviceId, signedIn: false, requiredIds: [] });
    const payer = { ...empty, name: 'Ana', email: 'ana@example.com' };
    const ticked = { enabled: true, name: ' Pau ', isMinor: true, email: '' };
    const body = schema.parse({ ...payer, bookingFor: ticked });
    expect(body.bookingFor).toEqual({ name: 'Pau', isMinor: true });
    expect(ZEnrollInput.safeParse(body).success).toBe(true);
    const refused = schema.safeParse({ ...payer, bookingFor: { ...ticked, name: ' ', email: 'ANA@example.com' } });
    expect(refused.error?.issues.map(({ path }) => path.join('.'))).toEqual(['bookingFor.name', 'bookingFor.email']);
    // Unticked, whatever was typed is neither checked nor sent.
    const unticked = schema.parse({ ...payer, bookingFor: { ...ticked, enabled: false, email: 'bad' } });
    expect(unticked).not.toHaveProperty('bookingFor');
  });
});
