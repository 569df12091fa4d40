-- CreateEnum
CREATE TYPE "ImportKind" AS ENUM ('students', 'sessions_ics');

-- CreateEnum
CREATE TYPE "ImportStatus" AS ENUM ('preview', 'committed', 'undone');

-- CreateEnum
CREATE TYPE "ImportRowAction" AS ENUM ('create', 'update', 'skip');

-- CreateTable
CREATE TABLE "imports" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "kind" "ImportKind" NOT NULL,
    "status" "ImportStatus" NOT NULL DEFAULT 'preview',
    "fileName" TEXT NOT NULL,
    "preset" TEXT NOT NULL,
    "columns" JSONB NOT NULL DEFAULT '[]',
    "mapping" JSONB NOT NULL DEFAULT '{}',
    "serviceId" UUID,
    "counts" JSONB NOT NULL,
    "skipInvalidRows" BOOLEAN NOT NULL DEFAULT false,
    "committedAt" TIMESTAMPTZ(3),
    "undoneAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "imports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_rows" (
    "id" UUID NOT NULL,
    "importId" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "line" INTEGER NOT NULL,
    "action" "ImportRowAction" NOT NULL,
    "values" JSONB NOT NULL,
    "errors" JSONB NOT NULL DEFAULT '[]',
    "payer" TEXT,
    "entityId" UUID,
    "before" JSONB,
    "appliedAt" TIMESTAMPTZ(3),

    CONSTRAINT "import_rows_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "imports_teacherId_createdAt_idx" ON "imports"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "import_rows_teacherId_entityId_idx" ON "import_rows"("teacherId", "entityId");

-- CreateIndex
CREATE UNIQUE INDEX "import_rows_importId_line_key" ON "import_rows"("importId", "line");

-- AddForeignKey
ALTER TABLE "imports" ADD CONSTRAINT "imports_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_rows" ADD CONSTRAINT "import_rows_importId_fkey" FOREIGN KEY ("importId") REFERENCES "imports"("id") ON DELETE CASCADE ON UPDATE CASCADE;
