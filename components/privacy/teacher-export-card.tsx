import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { exportTeacherDataRoute } from '@/lib/privacy/teacher-contracts';

/**
 * Downloads everything the practice holds (GET /api/teacher/privacy/export). A plain link: the
 * browser streams the attachment to disk itself, so a large practice never sits in page memory.
 */
export function TeacherExportCard() {
  const t = useTranslations('teacherPrivacy.export');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="secondary">
          <a href={exportTeacherDataRoute.path} download>
            <Download aria-hidden="true" /> {t('download')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
