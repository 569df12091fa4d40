// @ts-check
/**
 * V8's memory flags for the app (issue 38, decision 0087). Without them V8 sizes the old generation
 * from the host's memory (about 4 GB on a 24 GB machine) and lets it grow under load long before it
 * collects: 850-900 MB of RSS for a live heap of about 150 MB. They must be on node's command line
 * (V8 sizes its heap when the process starts), so `npm start`, the e2e servers and the scale and
 * reliability runners put them there; package.json's "start" repeats this list, keep them equal.
 * The semi-space flag gives back the young generation that the old-generation cap takes with it
 * (V8 sizes one from the other): at the cap alone an instance served 0.83x of an uncapped one's
 * requests, with 16 MB 0.91-0.94x, still under 500 MB of RSS (decision 0187).
 */
export const v8MemoryFlags = ['--max-old-space-size=384', '--max-semi-space-size=16'];

/** The old-generation limit the flags set, in MB: server.mjs warns when the process runs with more. */
export const oldSpaceLimitMb = 384;
