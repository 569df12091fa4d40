import { describe, expect, it } from 'vitest';
import { parseMessagesPageQuery } from './messages-page-query';

describe('parseMessagesPageQuery', () => {
  it('reads the status and the page, pending and 1 when absent or not understood', () => {
    expect(parseMessagesPageQuery({})).toEqual({ status: 'pending', page: 1 });
    expect(parseMessagesPageQuery({ status: 'cancelled', page: '3' })).toEqual({ status: 'cancelled', page: 3 });
    expect(parseMessagesPageQuery({ status: 'deleted', page: '-1' })).toEqual({ status: 'pending', page: 1 });
    expect(parseMessagesPageQuery({ status: ['sent', 'failed'], page: '2.5' })).toEqual({ status: 'sent', page: 1 });
  });
});
