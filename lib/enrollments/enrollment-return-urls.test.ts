import { describe, expect, it } from 'vitest';
import { enrollmentSignInRedirect, readAcceptedVersionIds } from './enrollment-return-urls';

const page = { teacherSlug: 'demo', serviceSlug: 'ten-lesson-package' };
const terms = '6f1c1c7e-1111-4aaa-8bbb-000000000001';
const privacy = '6f1c1c7e-1111-4aaa-8bbb-000000000002';

describe('enrollment sign-in return', () => {
  it('brings back the code and the documents ticked before the e-mail step', () => {
    expect(enrollmentSignInRedirect(page, 'WELCOME10', [terms, privacy])).toBe(
      `/demo/services/ten-lesson-package?enroll=1&discountCode=WELCOME10&accepted=${terms}%2C${privacy}`,
    );
    expect(enrollmentSignInRedirect(page)).toBe('/demo/services/ten-lesson-package?enroll=1');
  });

  it('ticks on return only documents still current, once each', () => {
    const stale = '6f1c1c7e-1111-4aaa-8bbb-000000000009';
    expect(readAcceptedVersionIds(`${terms},${stale},${terms},junk`, [terms, privacy])).toEqual([terms]);
    expect(readAcceptedVersionIds(undefined, [terms])).toEqual([]);
  });
});
