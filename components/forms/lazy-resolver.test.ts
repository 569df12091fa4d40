import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('loads once, on the first validation, and answers what the loaded resolver answers', async () => {
    const inner: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });
    const load = vi.fn(async () => inner);
    const { resolver } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'Ana' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ana' },
      errors: {},
    });
    await resolver({ name: 'Bo' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload and tries again after a failed load', async () => {
    const inner: Resolver<Values, unknown, Values> = async () => ({ values: {}, errors: { name: { type: 'x' } } });
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inner);
    const { resolver, preload } = lazyResolver<Values, Values>(load);
    await expect(preload()).rejects.toThrow('offline');
    await expect(resolver({ name: '' }, undefined, options)).resolves.toEqual({
      values: {},
      errors: { name: { type: 'x' } },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
