// autocannon ships no types; the part of its programmatic API the scale runner uses.
declare module 'autocannon' {
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections: number;
    duration: number;
    requests?: (RawRequest & { setupRequest?: (request: RawRequest) => RawRequest })[];
  };
  type Instance = PromiseLike<{ errors: number; timeouts: number; non2xx: number }> & {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
  };
  export default function autocannon(options: Options): Instance;
}
