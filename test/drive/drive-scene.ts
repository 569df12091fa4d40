import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { encryptSecret } from '@/lib/core/crypto';
import { resetGoogleBreaker } from '@/lib/integrations/google/google-breaker';
import { db } from '@/lib/core/db';
import { createService, createSession, createStudent, createTeacher } from '@/test/factories';
import { startFakeDrive, stubDriveEnv, type FakeDrive } from '@/test/fakes/google-drive';

/** Starts the fake Drive for the file's tests, points the app's Google configuration at it, closes the breaker. */
export function setUpFakeDrive(): () => FakeDrive {
  let drive: FakeDrive;
  beforeAll(async () => {
    drive = await startFakeDrive();
  });
  afterAll(() => drive.close());
  beforeEach(() => {
    stubDriveEnv(drive);
    resetGoogleBreaker();
  });
  afterEach(() => vi.unstubAllEnvs());
  return () => drive;
}

/** A drive connection as the connect flow stores it (refresh token sealed to the teacher). */
export async function connectDrive(
  drive: FakeDrive,
  teacherId: string,
  {
    enabled = true,
    status = 'connected',
    rootFolderId = null,
  }: { enabled?: boolean; status?: 'connected' | 'needs_reauth' | 'disconnected'; rootFolderId?: string | null } = {},
) {
  const refreshToken = drive.addRefreshToken();
  const connection = await db.driveConnection.create({
    data: {
      teacherId,
      enabled,
      status,
      rootFolderId,
      accountEmail: 'teacher@example.test',
      encryptedRefreshToken: encryptSecret(refreshToken, teacherId),
    },
  });
  return { connection, refreshToken };
}

/** A teacher with a student and a session of that student, and a drive file imported as a resource. */
export async function teacherWithStudentSession(drive: FakeDrive) {
  const teacher = await createTeacher();
  const student = await createStudent({ teacherId: teacher.id, name: 'Ana Pérez' });
  const service = await createService({ teacherId: teacher.id });
  const session = await createSession({ teacherId: teacher.id, serviceId: service.id, studentId: student.id });
  const file = drive.addFile({ name: 'Verbs worksheet.pdf' });
  const resource = await db.resource.create({
    data: {
      teacherId: teacher.id,
      provider: 'drive',
      providerItemId: file.id,
      label: file.name,
      url: file.webViewLink!,
    },
  });
  return { teacher, student, service, session, file, resource };
}
