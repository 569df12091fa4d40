import { describe, expect, it } from 'vitest';
import { importedLabel, reviewSourceName } from './review-format';

describe('review sources', () => {
  it("names an imported review's source as the site spells it", () => {
    expect(importedLabel('google')).toBe('Imported from Google');
    expect(importedLabel('TRUSTPILOT')).toBe('Imported from Trustpilot');
    expect(reviewSourceName('italki')).toBe('italki');
    expect(reviewSourceName('trip advisor')).toBe('Tripadvisor');
    expect(reviewSourceName('my old site')).toBe('My old site');
    expect(importedLabel(null)).toBe('Imported');
  });
});
