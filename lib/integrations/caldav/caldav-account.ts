import 'server-only';
import { decryptSecret, encryptSecret } from '@/lib/core/crypto';
import type { CaldavAccount } from './caldav-client';

/** What the sealed password is bound to: it opens only on this teacher's CalDAV row. */
const bindingOf = (teacherId: string) => `caldav:${teacherId}`;

export const sealCaldavPassword = (password: string, teacherId: string) =>
  encryptSecret(password, bindingOf(teacherId));

/** The account of a stored connection, its password opened (throws SecretDecryptionError after a key change). */
export function openCaldavAccount(
  connection: { serverUrl: string; username: string; encryptedPassword: string },
  teacherId: string,
): CaldavAccount {
  return {
    serverUrl: connection.serverUrl,
    username: connection.username,
    password: decryptSecret(connection.encryptedPassword, bindingOf(teacherId)),
  };
}
