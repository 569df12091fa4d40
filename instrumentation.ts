/** Runs once when the server starts; the work is Node-only (see instrumentation-node.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('./instrumentation-node');
    await startServer();
  }
}
