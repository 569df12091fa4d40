-- AlterTable
ALTER TABLE "invoice_lines" ADD COLUMN     "tuitionChargeId" UUID;

-- CreateTable
CREATE TABLE "tuition_charges" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "month" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tuition_charges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "tuition_charges_teacherId_studentId_month_idx" ON "tuition_charges"("teacherId", "studentId", "month");

-- CreateIndex
CREATE UNIQUE INDEX "tuition_charges_serviceId_studentId_month_key" ON "tuition_charges"("serviceId", "studentId", "month");

-- CreateIndex
CREATE INDEX "invoice_lines_tuitionChargeId_idx" ON "invoice_lines"("tuitionChargeId");

-- AddForeignKey
ALTER TABLE "tuition_charges" ADD CONSTRAINT "tuition_charges_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tuition_charges" ADD CONSTRAINT "tuition_charges_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tuition_charges" ADD CONSTRAINT "tuition_charges_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;
