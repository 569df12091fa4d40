import { generateKeyPair, sign } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The simulated Google's ID token key: RS256 with node:crypto, so the simulator needs no JWT
 * library at run time. The public half is published as SPKI PEM by key id (see oauth-routes.ts).
 */
export type IdTokenSigner = { keyId: string; publicPem: string; sign(claims: Record<string, unknown>): string };

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

export async function createIdTokenSigner(keyId: string): Promise<IdTokenSigner> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return {
    keyId,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign(claims) {
      const header = base64url(JSON.stringify({ alg: 'RS256', kid: keyId, typ: 'JWT' }));
      const payload = base64url(JSON.stringify(claims));
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey);
      return `${header}.${payload}.${base64url(signature)}`;
    },
  };
}
