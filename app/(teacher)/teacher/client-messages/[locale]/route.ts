import { isLocale } from '@/lib/core/locale';
import { teacherAreaMessagesAnswer } from '@/lib/i18n/teacher-area-messages';

type Context = { params: Promise<{ locale: string }> };

/**
 * The teacher area's browser messages of one language (components/i18n/teacher-messages-provider.tsx,
 * decision 0174). The catalogue's text, no one's data: no session needed. Kept for good by the browser
 * when asked for at the current version (the address changes with the text).
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response(null, { status: 404 });
  const { body, version } = teacherAreaMessagesAnswer(locale);
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': current ? 'private, max-age=31536000, immutable' : 'private, no-cache',
    },
  });
}
