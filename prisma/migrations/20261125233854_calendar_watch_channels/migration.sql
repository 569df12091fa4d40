-- AlterTable
ALTER TABLE "calendar_connections" ADD COLUMN     "busyChangedAt" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "calendarEventCalendarId" TEXT;

-- CreateTable
CREATE TABLE "calendar_watch_channels" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "connectionId" UUID NOT NULL,
    "calendarId" TEXT NOT NULL,
    "resourceId" TEXT,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "calendar_watch_channels_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "calendar_watch_channels_teacherId_calendarId_idx" ON "calendar_watch_channels"("teacherId", "calendarId");

-- CreateIndex
CREATE INDEX "calendar_watch_channels_expiresAt_idx" ON "calendar_watch_channels"("expiresAt");

-- AddForeignKey
ALTER TABLE "calendar_watch_channels" ADD CONSTRAINT "calendar_watch_channels_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_watch_channels" ADD CONSTRAINT "calendar_watch_channels_connectionId_fkey" FOREIGN KEY ("connectionId") REFERENCES "calendar_connections"("id") ON DELETE CASCADE ON UPDATE CASCADE;
