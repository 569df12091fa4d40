import pino from 'pino';

/** Structured JSON logs; each request logs through a child carrying its request id. */
export const log = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'lektio' },
  redact: { paths: ['*.email', '*.token', '*.password', 'req.headers.cookie'], censor: '[redacted]' },
});

export type Logger = typeof log;
