import type { IncomingMessage, ServerResponse } from 'node:http';

export function applyPageHeaders(req: IncomingMessage, res: ServerResponse): void;
