import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { oldSpaceLimitMb, v8MemoryFlags } from './v8-defaults.mjs';

describe('V8 memory defaults', () => {
  it('are what `npm start` passes to node, and cap the old generation at the stated limit', () => {
    const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string;
    expect(start).toBe(`node ${v8MemoryFlags.join(' ')} server.mjs`);
    expect(v8MemoryFlags).toContain(`--max-old-space-size=${oldSpaceLimitMb}`);
  });
});
