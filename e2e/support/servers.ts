/** The servers Playwright starts (playwright.config.ts): the app behind a trusted proxy, and one bare. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${e2ePort}`;
/** Started bare (no TRUST_PROXY): the client address is the socket's, whatever headers say. */
export const bareServerURL = `http://127.0.0.1:${e2ePort + 1}`;
