// The floor under the framework (issue 38, item 7): a bare node:http server answering `ok`, in its
// own process, so that its CPU per request can be read from /proc beside the app's /api/health.
import { spawn } from 'node:child_process';

const source = `require('node:http').createServer((request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end('{"status":"ok"}');
}).listen(Number(process.argv[1]), '127.0.0.1', () => process.stdout.write('listening\\n'));`;

export async function startBareServer(port: number) {
  const child = spawn(process.execPath, ['-e', source, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => {
      child.kill('SIGTERM');
    },
  };
}
