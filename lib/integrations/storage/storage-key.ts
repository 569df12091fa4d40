/**
 * Keys are `segment/segment/...` where a segment is letters, digits, `-` or `_` with at most one
 * extension. No `..`, no leading dot, no empty segment, no backslash: a key can only name a file
 * below the storage root, whatever the adapter does with it.
 */
const segmentPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;
const maxKeyLength = 512;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function assertStorageKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > maxKeyLength ||
    !key.split('/').every((segment) => segmentPattern.test(segment))
  ) {
    throw new InvalidStorageKeyError(key);
  }
}
