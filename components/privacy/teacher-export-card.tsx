import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { exportTeacherDataRoute } from '@/lib/privacy/teacher-contracts';

/**
 * Downloads everything the practice holds (GET /api/teacher/privacy/export). A plain link: the
 * browser streams the attachment to disk itself, so a large practice never sits in page memory.
 */
export function TeacherExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Export your data</CardTitle>
        <CardDescription>
          One JSON file with your profile, services, students, sessions, materials, legal documents, reviews, payments
          and settings. Secrets such as connection tokens are left out.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="secondary">
          <a href={exportTeacherDataRoute.path} download>
            <Download aria-hidden="true" /> Download my data
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
