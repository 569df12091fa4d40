import { describe, expect, it } from 'vitest';
import { jsonLdText, serviceStructuredData } from './service-structured-data';

const urls = { page: 'https://lektio.test/demo/services/a1', teacherPage: 'https://lektio.test/demo' };
const base = {
  name: 'Spanish A1',
  description: 'From zero.',
  priceAmount: 12050,
  currency: 'EUR',
  teacher: { name: 'Elena' },
};

describe('serviceStructuredData', () => {
  it('describes a course as a schema.org Course with its offer', () => {
    expect(serviceStructuredData({ ...base, structure: 'course' }, urls)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Spanish A1',
      description: 'From zero.',
      url: urls.page,
      provider: { '@type': 'Person', name: 'Elena', url: urls.teacherPage },
      offers: {
        '@type': 'Offer',
        price: '120.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: urls.page,
      },
    });
  });

  it('describes anything else as a Service, in the currency decimals', () => {
    const data = serviceStructuredData(
      { ...base, description: null, structure: 'single', priceAmount: 5000, currency: 'JPY' },
      urls,
    );
    expect(data).toMatchObject({
      '@type': 'Service',
      description: 'Spanish A1 with Elena',
      offers: { price: '5000', priceCurrency: 'JPY' },
    });
  });
});

describe('jsonLdText', () => {
  it('cannot close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
