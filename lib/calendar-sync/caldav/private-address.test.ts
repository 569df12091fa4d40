import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';

describe('isPrivateAddress', () => {
  it('refuses loopback, private and link-local hosts; lets public ones through', () => {
    for (const url of [
      'http://localhost:5232/',
      'http://127.0.0.1/',
      'https://10.1.2.3/',
      'http://192.168.1.2/',
      'http://172.20.0.1/',
      'http://169.254.169.254/',
      'http://[::1]/',
    ]) {
      expect(isPrivateAddress(url), url).toBe(true);
    }
    for (const url of ['https://caldav.icloud.com', 'https://caldav.fastmail.com/dav/', 'https://172.32.0.1/']) {
      expect(isPrivateAddress(url), url).toBe(false);
    }
  });
});
