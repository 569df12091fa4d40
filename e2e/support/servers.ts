/**
 * The servers Playwright starts (playwright.config.ts): one app server per worker, each with its own
 * embedded database and demo data, behind a trusted proxy; and one bare server (decision 0109).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
/** How many journeys run at once, each worker against its own app server. */
export const e2eServers = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
/** App server i listens on E2E_PORT + 2i (the bare server takes E2E_PORT + 1). */
export const appServerPort = (index: number) => e2ePort + 2 * index;
export const appServerURL = (index: number) => `http://127.0.0.1:${appServerPort(index)}`;
/** The first app server: what a journey gets when it runs alone. */
export const baseURL = appServerURL(0);
/** Started bare (no TRUST_PROXY): the client address is the socket's, whatever headers say. */
export const bareServerURL = `http://127.0.0.1:${e2ePort + 1}`;
/** The simulated Google each app server starts beside itself (lib/core/env.ts: PORT + 9222). */
export const googleSimulatorURL = (appURL: string) => `http://localhost:${Number(new URL(appURL).port) + 9222}`;
