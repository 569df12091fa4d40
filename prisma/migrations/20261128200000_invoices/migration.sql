-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('card', 'cash', 'bank_transfer', 'other');

-- CreateEnum
CREATE TYPE "ServiceBilling" AS ENUM ('prepaid', 'postpaid', 'monthly');

-- CreateEnum
CREATE TYPE "InvoiceKind" AS ENUM ('invoice', 'credit_note');

-- CreateEnum
CREATE TYPE "InvoiceStatus" AS ENUM ('draft', 'issued', 'partially_paid', 'paid', 'void');

-- AlterEnum
ALTER TYPE "PaymentKind" ADD VALUE 'balance';

-- AlterTable
ALTER TABLE "payments" ADD COLUMN     "invoiceId" UUID,
ADD COLUMN     "method" "PaymentMethod" NOT NULL DEFAULT 'card',
ADD COLUMN     "note" TEXT;

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "billing" "ServiceBilling" NOT NULL DEFAULT 'prepaid';

-- CreateTable
CREATE TABLE "billing_settings" (
    "teacherId" UUID NOT NULL,
    "legalName" TEXT,
    "address" TEXT,
    "taxId" TEXT,
    "invoicePrefix" TEXT NOT NULL DEFAULT 'INV',
    "paymentTermsDays" INTEGER NOT NULL DEFAULT 14,
    "bankDetails" TEXT,
    "invoiceFooter" TEXT,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "billing_settings_pkey" PRIMARY KEY ("teacherId")
);

-- CreateTable
CREATE TABLE "invoice_counters" (
    "teacherId" UUID NOT NULL,
    "year" INTEGER NOT NULL,
    "lastNumber" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("teacherId","year")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID,
    "kind" "InvoiceKind" NOT NULL DEFAULT 'invoice',
    "status" "InvoiceStatus" NOT NULL DEFAULT 'draft',
    "number" TEXT,
    "year" INTEGER,
    "sequence" INTEGER,
    "currency" CHAR(3) NOT NULL,
    "netAmount" INTEGER NOT NULL DEFAULT 0,
    "taxAmount" INTEGER NOT NULL DEFAULT 0,
    "grossAmount" INTEGER NOT NULL DEFAULT 0,
    "paidAmount" INTEGER NOT NULL DEFAULT 0,
    "payerName" TEXT NOT NULL,
    "payerEmail" TEXT,
    "seller" JSONB,
    "issuedAt" TIMESTAMPTZ(3),
    "dueAt" TIMESTAMPTZ(3),
    "voidedAt" TIMESTAMPTZ(3),
    "sentAt" TIMESTAMPTZ(3),
    "creditsInvoiceId" UUID,
    "receiptPaymentId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoice_lines" (
    "id" UUID NOT NULL,
    "invoiceId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitAmount" INTEGER NOT NULL,
    "taxRate" INTEGER NOT NULL,
    "netAmount" INTEGER NOT NULL,
    "taxAmount" INTEGER NOT NULL,
    "grossAmount" INTEGER NOT NULL,
    "sessionId" UUID,

    CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoices_creditsInvoiceId_key" ON "invoices"("creditsInvoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_receiptPaymentId_key" ON "invoices"("receiptPaymentId");

-- CreateIndex
CREATE INDEX "invoices_teacherId_status_createdAt_idx" ON "invoices"("teacherId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "invoices_teacherId_studentId_idx" ON "invoices"("teacherId", "studentId");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_teacherId_number_key" ON "invoices"("teacherId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_teacherId_year_sequence_key" ON "invoices"("teacherId", "year", "sequence");

-- CreateIndex
CREATE INDEX "invoice_lines_invoiceId_position_idx" ON "invoice_lines"("invoiceId", "position");

-- CreateIndex
CREATE INDEX "invoice_lines_sessionId_idx" ON "invoice_lines"("sessionId");

-- CreateIndex
CREATE INDEX "payments_invoiceId_idx" ON "payments"("invoiceId");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "invoices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "billing_settings" ADD CONSTRAINT "billing_settings_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_receiptPaymentId_fkey" FOREIGN KEY ("receiptPaymentId") REFERENCES "payments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_creditsInvoiceId_fkey" FOREIGN KEY ("creditsInvoiceId") REFERENCES "invoices"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "invoices"("id") ON DELETE CASCADE ON UPDATE CASCADE;
