import { describe, expect, it } from 'vitest';
import { ZCreateServiceInput } from './schemas';
import {
  ZEditServiceInput,
  applicableEditorValues,
  newServiceValues,
  visibleEditorFields,
} from './service-editor-values';

const course = { ...newServiceValues('EUR'), name: 'Spanish A1', structure: 'course' as const, priceAmount: 12000 };

describe('service editor values', () => {
  it('shows the fields each dimension needs', () => {
    expect(visibleEditorFields({ groupType: 'group', structure: 'single', pricingModel: 'fixed' })).toEqual({
      capacity: true,
      sessionsIncluded: false,
      billingInterval: false,
      price: true,
    });
    expect(visibleEditorFields({ groupType: 'open', structure: 'subscription', pricingModel: 'free' })).toEqual({
      capacity: false,
      sessionsIncluded: true,
      billingInterval: true,
      price: false,
    });
  });

  it('clears hidden fields and lets the server derive an empty slug on create', () => {
    const values = applicableEditorValues(
      { ...course, capacity: 0, billingInterval: 'month', description: '  ', pricingModel: 'free' },
      'create',
    );
    expect(values).not.toHaveProperty('slug');
    expect(values).toMatchObject({ capacity: null, billingInterval: null, description: null, priceAmount: 0 });
    expect(ZCreateServiceInput.safeParse(values).success).toBe(true);
  });

  it('keeps the slug on edit, so an empty one is refused', () => {
    const values = applicableEditorValues({ ...course, slug: ' ' }, 'edit');
    expect(values.slug).toBe('');
    expect(ZEditServiceInput.safeParse(values).success).toBe(false);
  });

  it('reports what a dimension needs on the field, in both schemas', () => {
    const values = applicableEditorValues({ ...course, slug: 'spanish-a1', structure: 'package' }, 'edit');
    for (const schema of [ZCreateServiceInput, ZEditServiceInput]) {
      const result = schema.safeParse(values);
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['sessionsIncluded']);
    }
  });

  it('refuses a price that was never entered', () => {
    const result = ZCreateServiceInput.safeParse(
      applicableEditorValues({ ...course, priceAmount: Number.NaN }, 'create'),
    );
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['priceAmount']);
  });
});
