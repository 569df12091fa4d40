-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "caldavEventUrl" TEXT;

-- CreateTable
CREATE TABLE "caldav_connections" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "serverUrl" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "encryptedPassword" TEXT NOT NULL,
    "readCalendarUrls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "writeCalendarUrl" TEXT,
    "status" "ConnectionStatus" NOT NULL DEFAULT 'connected',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "caldav_connections_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "caldav_connections_teacherId_key" ON "caldav_connections"("teacherId");

-- AddForeignKey
ALTER TABLE "caldav_connections" ADD CONSTRAINT "caldav_connections_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
