import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { TDriveStatus } from '@/lib/drive/schemas';
import { withIntl } from '@/test/intl';
import { DriveCard } from './drive-card';

// A static render has no query client or App Router: the mutation hook is a stand-in that never runs.
vi.mock('@/components/api/use-api-mutation', () => ({
  useApiMutation: () => ({ isPending: false, mutate: () => undefined, mutateAsync: async () => null }),
}));

const base: TDriveStatus = {
  state: 'enabled',
  accountEmail: 'teacher@example.test',
  copied: 12,
  pending: 3,
  failed: 1,
  folder: { state: 'ready', url: 'https://drive.google.com/drive/folders/root1' },
};

describe('DriveCard', () => {
  it('shows the state, the counts, the folder link and the switch of a connected drive', () => {
    const html = renderToStaticMarkup(withIntl(<DriveCard status={base} />));
    expect(html).toContain('Copying on');
    expect(html).toContain('Turn copying off');
    expect(html).toMatch(/Copied<\/dt><dd[^>]*>12</);
    expect(html).toMatch(/Waiting<\/dt><dd[^>]*>3</);
    expect(html).toMatch(/Failed<\/dt><dd[^>]*>1</);
    expect(html).toContain('href="https://drive.google.com/drive/folders/root1"');
    expect(renderToStaticMarkup(withIntl(<DriveCard status={{ ...base, state: 'disabled' }} />))).toContain(
      'Turn copying on',
    );
  });

  it('offers the connect action instead of the switch when Drive is not connected or needs reconnecting', () => {
    const connect = <button type="button">Connect Google Drive</button>;
    const none = renderToStaticMarkup(
      withIntl(
        <DriveCard
          status={{ ...base, state: 'not_connected', accountEmail: null, folder: { state: 'not_created', url: null } }}
          connectAction={connect}
        />,
      ),
    );
    expect(none).toContain('Connect Google Drive');
    expect(none).not.toContain('Turn copying');
    expect(none).not.toContain('Copied');
    const stale = renderToStaticMarkup(
      withIntl(<DriveCard status={{ ...base, state: 'needs_reauth' }} connectAction={connect} />),
    );
    expect(stale).toContain('Reconnect needed');
    expect(stale).not.toContain('Turn copying');
  });
});
