import type { IncomingMessage } from 'node:http';

export declare const edgeHeader: Readonly<{ token: string; clientIp: string; origin: string }>;
export declare function compileTrust(setting: string | undefined): (address: string, hop: number) => boolean;
export declare function stampRequest(
  req: IncomingMessage,
  trust: (address: string, hop: number) => boolean,
  token: string,
): void;
