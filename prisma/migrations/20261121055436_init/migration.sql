-- CreateEnum
CREATE TYPE "UserRole" AS ENUM ('teacher', 'student');

-- CreateEnum
CREATE TYPE "StudentStatus" AS ENUM ('trial', 'active', 'inactive');

-- CreateEnum
CREATE TYPE "StudentLevel" AS ENUM ('A1', 'A2', 'B1', 'B2', 'C1', 'C2');

-- CreateEnum
CREATE TYPE "Mood" AS ENUM ('great', 'good', 'okay', 'low', 'bad');

-- CreateEnum
CREATE TYPE "ContactChannel" AS ENUM ('messaging', 'email', 'phone');

-- CreateEnum
CREATE TYPE "LifecycleEventType" AS ENUM ('first_contact', 'trial_requested', 'trial_completed', 'first_purchase', 'first_session', 'session_completed', 'session_cancelled', 'session_no_show', 'no_show', 'enrollment_started', 'enrollment_expiring', 'enrollment_expired', 'enrollment_renewed', 'churn_detected', 'churned', 'gap_detected', 'streak_achieved', 'milestone_reached', 'reactivated', 'level_changed', 'mood_updated');

-- CreateEnum
CREATE TYPE "ServiceStatus" AS ENUM ('draft', 'active', 'paused', 'archived');

-- CreateEnum
CREATE TYPE "DeliveryMode" AS ENUM ('live', 'async', 'hybrid');

-- CreateEnum
CREATE TYPE "GroupType" AS ENUM ('individual', 'group', 'open');

-- CreateEnum
CREATE TYPE "ServiceStructure" AS ENUM ('single', 'package', 'course', 'subscription');

-- CreateEnum
CREATE TYPE "PricingModel" AS ENUM ('fixed', 'per_session', 'free');

-- CreateEnum
CREATE TYPE "BillingInterval" AS ENUM ('week', 'month', 'year');

-- CreateEnum
CREATE TYPE "ScheduleItemType" AS ENUM ('live_session', 'async_content', 'milestone');

-- CreateEnum
CREATE TYPE "EnrollmentStatus" AS ENUM ('pending_payment', 'active', 'completed', 'cancelled', 'expired', 'suspended');

-- CreateEnum
CREATE TYPE "SessionStatus" AS ENUM ('hold', 'pending_confirmation', 'scheduled', 'pending_review', 'completed', 'cancelled', 'no_show', 'rejected', 'expired');

-- CreateEnum
CREATE TYPE "ParticipantStatus" AS ENUM ('scheduled', 'completed', 'cancelled', 'no_show');

-- CreateEnum
CREATE TYPE "CancellationActor" AS ENUM ('teacher', 'student', 'system');

-- CreateEnum
CREATE TYPE "PolicyPreset" AS ENUM ('individual_relaxed', 'group_strict', 'course_no_refund', 'subscription_flexible');

-- CreateEnum
CREATE TYPE "PolicyConditionField" AS ENUM ('hours_before_session', 'sessions_completed', 'sessions_remaining', 'reschedule_count');

-- CreateEnum
CREATE TYPE "PolicyConditionOperator" AS ENUM ('lt', 'lte', 'gt', 'gte', 'eq');

-- CreateEnum
CREATE TYPE "PolicyAction" AS ENUM ('full_refund', 'partial_penalty', 'forfeit', 'block', 'allow_free');

-- CreateEnum
CREATE TYPE "NoShowAction" AS ENUM ('forfeit', 'partial_penalty');

-- CreateEnum
CREATE TYPE "DiscountType" AS ENUM ('percentage', 'fixed_amount');

-- CreateEnum
CREATE TYPE "ResourceProvider" AS ENUM ('link', 'drive', 'video_a', 'video_b');

-- CreateEnum
CREATE TYPE "ResourceType" AS ENUM ('material', 'homework', 'reference');

-- CreateEnum
CREATE TYPE "TrashItemType" AS ENUM ('folder', 'template', 'resource');

-- CreateEnum
CREATE TYPE "LegalDocumentType" AS ENUM ('contract', 'policy', 'terms', 'privacy');

-- CreateEnum
CREATE TYPE "LegalDocumentState" AS ENUM ('draft', 'published', 'archived');

-- CreateEnum
CREATE TYPE "AcceptanceState" AS ENUM ('signed', 'pending', 'expired', 'outdated');

-- CreateEnum
CREATE TYPE "ContractState" AS ENUM ('draft', 'sent', 'signed', 'expired', 'cancelled');

-- CreateEnum
CREATE TYPE "ReviewStatus" AS ENUM ('pending', 'approved', 'rejected', 'hidden');

-- CreateEnum
CREATE TYPE "ReviewSource" AS ENUM ('platform', 'imported');

-- CreateEnum
CREATE TYPE "AuditActorType" AS ENUM ('teacher', 'student', 'system', 'psp', 'admin');

-- CreateEnum
CREATE TYPE "AuditCategory" AS ENUM ('financial', 'student', 'general', 'other');

-- CreateEnum
CREATE TYPE "ErasureStatus" AS ENUM ('pending', 'processing', 'completed', 'rejected');

-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('enrollment', 'trial', 'renewal');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('pending', 'succeeded', 'failed', 'partially_refunded', 'refunded');

-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('pending', 'succeeded', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "DisputeStatus" AS ENUM ('needs_response', 'under_review', 'won', 'lost');

-- CreateEnum
CREATE TYPE "NotificationType" AS ENUM ('new_booking', 'booking_confirmed', 'booking_cancelled', 'session_reminder', 'payment_received', 'credits_expiring', 'weekly_report', 'streak_record', 'trial_requested', 'review_received', 'erasure_requested', 'dispute_created');

-- CreateEnum
CREATE TYPE "WaitlistStatus" AS ENUM ('waiting', 'notified', 'converted', 'cancelled');

-- CreateEnum
CREATE TYPE "ScheduledMessageStatus" AS ENUM ('pending', 'sent', 'cancelled', 'failed');

-- CreateEnum
CREATE TYPE "CalendarProvider" AS ENUM ('google');

-- CreateEnum
CREATE TYPE "ConnectionStatus" AS ENUM ('connected', 'needs_reauth', 'disconnected');

-- CreateEnum
CREATE TYPE "DriveFileCopyStatus" AS ENUM ('pending', 'copied', 'failed', 'deleted');

-- CreateEnum
CREATE TYPE "AnalyticsEventType" AS ENUM ('page_view', 'service_view', 'availability_view', 'booking_started', 'trial_requested', 'enrollment_started', 'checkout_started', 'widget_view', 'widget_click');

-- CreateEnum
CREATE TYPE "AnalyticsSource" AS ENUM ('page', 'widget');

-- CreateEnum
CREATE TYPE "OAuthPurpose" AS ENUM ('idp_login', 'psp_connect', 'calendar_connect', 'drive_connect');

-- CreateEnum
CREATE TYPE "EmailStatus" AS ENUM ('queued', 'sent', 'failed');

-- CreateTable
CREATE TABLE "teachers" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "avatarUrl" TEXT,
    "bio" TEXT,
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "onboardingCompleted" BOOLEAN NOT NULL DEFAULT false,
    "defaultCurrency" CHAR(3) NOT NULL DEFAULT 'EUR',
    "dashboardConfig" JSONB,
    "notificationPreferences" JSONB NOT NULL DEFAULT '{"newBooking":true,"bookingConfirmed":true,"bookingCancelled":true,"sessionReminder":true,"paymentReceived":true,"creditsExpiring":true,"weeklyReport":false}',
    "insightTargets" JSONB,
    "insightsLayout" JSONB,
    "taxRate" INTEGER NOT NULL DEFAULT 0,
    "bestStreak" INTEGER NOT NULL DEFAULT 0,
    "pspAccountId" TEXT,
    "pspChargesEnabled" BOOLEAN NOT NULL DEFAULT false,
    "pspConnectedAt" TIMESTAMPTZ(3),
    "bufferMinutes" INTEGER NOT NULL DEFAULT 0,
    "idpSubject" TEXT,
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "teachers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "students" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "level" "StudentLevel",
    "goals" TEXT,
    "notes" TEXT,
    "status" "StudentStatus" NOT NULL DEFAULT 'active',
    "mood" "Mood",
    "preferredStartTime" TEXT,
    "preferredEndTime" TEXT,
    "preferredDays" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "driveFolderId" TEXT,
    "pspCustomerId" TEXT,
    "deletedAt" TIMESTAMPTZ(3),
    "anonymizedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "students_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tags" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "color" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "student_tags" (
    "studentId" UUID NOT NULL,
    "tagId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "student_tags_pkey" PRIMARY KEY ("studentId","tagId")
);

-- CreateTable
CREATE TABLE "student_lifecycle_events" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "type" "LifecycleEventType" NOT NULL,
    "occurredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "metadata" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "student_lifecycle_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_log_entries" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "channel" "ContactChannel" NOT NULL,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "note" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contact_log_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT,
    "deliveryMode" "DeliveryMode" NOT NULL DEFAULT 'live',
    "groupType" "GroupType" NOT NULL DEFAULT 'individual',
    "structure" "ServiceStructure" NOT NULL DEFAULT 'single',
    "status" "ServiceStatus" NOT NULL DEFAULT 'draft',
    "pricingModel" "PricingModel" NOT NULL DEFAULT 'fixed',
    "priceAmount" INTEGER NOT NULL DEFAULT 0,
    "currency" CHAR(3) NOT NULL,
    "billingInterval" "BillingInterval",
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "isTrial" BOOLEAN NOT NULL DEFAULT false,
    "isUnlisted" BOOLEAN NOT NULL DEFAULT false,
    "isPrivate" BOOLEAN NOT NULL DEFAULT false,
    "durationMinutes" INTEGER NOT NULL DEFAULT 60,
    "capacity" INTEGER,
    "sessionsIncluded" INTEGER,
    "validityDays" INTEGER,
    "cancellationPolicyId" UUID,
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_tags" (
    "serviceId" UUID NOT NULL,
    "tagId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_tags_pkey" PRIMARY KEY ("serviceId","tagId")
);

-- CreateTable
CREATE TABLE "service_schedule_items" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "sequence" INTEGER NOT NULL,
    "type" "ScheduleItemType" NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "durationMinutes" INTEGER,
    "isOptional" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_schedule_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enrollments" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "status" "EnrollmentStatus" NOT NULL DEFAULT 'pending_payment',
    "sessionsTotal" INTEGER NOT NULL DEFAULT 0,
    "sessionsCompleted" INTEGER NOT NULL DEFAULT 0,
    "sessionsScheduled" INTEGER NOT NULL DEFAULT 0,
    "sessionsForfeited" INTEGER NOT NULL DEFAULT 0,
    "pricePaid" INTEGER NOT NULL DEFAULT 0,
    "currency" CHAR(3) NOT NULL,
    "pspFee" INTEGER NOT NULL DEFAULT 0,
    "validUntil" TIMESTAMPTZ(3),
    "enrolledAt" TIMESTAMPTZ(3),
    "cancelledAt" TIMESTAMPTZ(3),
    "discountCodeId" UUID,
    "discountAmount" INTEGER NOT NULL DEFAULT 0,
    "pspCheckoutSessionId" TEXT,
    "pspSubscriptionId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enrollments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "studentId" UUID,
    "enrollmentId" UUID,
    "startUtc" TIMESTAMPTZ(3) NOT NULL,
    "endUtc" TIMESTAMPTZ(3) NOT NULL,
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "status" "SessionStatus" NOT NULL DEFAULT 'scheduled',
    "isTrialSession" BOOLEAN NOT NULL DEFAULT false,
    "holdExpiresAt" TIMESTAMPTZ(3),
    "meetingUrl" TEXT,
    "homework" TEXT,
    "summary" TEXT,
    "teacherNotes" TEXT,
    "calendarEventId" TEXT,
    "rescheduleCount" INTEGER NOT NULL DEFAULT 0,
    "completedAt" TIMESTAMPTZ(3),
    "cancelledAt" TIMESTAMPTZ(3),
    "cancelledBy" "CancellationActor",
    "cancellationReason" TEXT,
    "rejectionReason" TEXT,
    "reminderSentAt" TIMESTAMPTZ(3),
    "pspCheckoutSessionId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session_participants" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "sessionId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "enrollmentId" UUID,
    "status" "ParticipantStatus" NOT NULL DEFAULT 'scheduled',
    "mood" "Mood",
    "moodSubmittedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "session_participants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "session_tags" (
    "sessionId" UUID NOT NULL,
    "tagId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "session_tags_pkey" PRIMARY KEY ("sessionId","tagId")
);

-- CreateTable
CREATE TABLE "cancellation_policies" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "preset" "PolicyPreset",
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "maxReschedules" INTEGER,
    "minHoursBefore" INTEGER,
    "noShowAction" "NoShowAction" NOT NULL DEFAULT 'forfeit',
    "noShowPenaltyPercent" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cancellation_policies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cancellation_rules" (
    "id" UUID NOT NULL,
    "policyId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "conditionField" "PolicyConditionField" NOT NULL,
    "conditionOperator" "PolicyConditionOperator" NOT NULL,
    "conditionValue" INTEGER NOT NULL,
    "action" "PolicyAction" NOT NULL,
    "penaltyPercent" INTEGER,
    "description" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cancellation_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discount_codes" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT,
    "type" "DiscountType" NOT NULL,
    "value" INTEGER NOT NULL,
    "currency" CHAR(3),
    "applicableServiceIds" UUID[] DEFAULT ARRAY[]::UUID[],
    "validFrom" TIMESTAMPTZ(3),
    "validUntil" TIMESTAMPTZ(3),
    "maxUses" INTEGER,
    "usesCount" INTEGER NOT NULL DEFAULT 0,
    "maxUsesPerStudent" INTEGER,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "deletedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "discount_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discount_code_uses" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "discountCodeId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "enrollmentId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "discount_code_uses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "material_folders" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "parentId" UUID,
    "name" TEXT NOT NULL,
    "color" TEXT,
    "emoji" TEXT,
    "depth" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" TIMESTAMPTZ(3),
    "deletionBatchId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "material_folders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lesson_templates" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "folderId" UUID,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "defaultNotes" TEXT,
    "defaultSummary" TEXT,
    "meetLink" TEXT,
    "usageCount" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 1,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "deletedAt" TIMESTAMPTZ(3),
    "deletionBatchId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "lesson_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "template_tags" (
    "templateId" UUID NOT NULL,
    "tagId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "template_tags_pkey" PRIMARY KEY ("templateId","tagId")
);

-- CreateTable
CREATE TABLE "resources" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "folderId" UUID,
    "label" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "description" TEXT,
    "provider" "ResourceProvider" NOT NULL DEFAULT 'link',
    "type" "ResourceType" NOT NULL DEFAULT 'material',
    "isFavorite" BOOLEAN NOT NULL DEFAULT false,
    "usageCount" INTEGER NOT NULL DEFAULT 0,
    "thumbnailUrl" TEXT,
    "mimeType" TEXT,
    "providerItemId" TEXT,
    "deletedAt" TIMESTAMPTZ(3),
    "deletionBatchId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "resources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resource_tags" (
    "resourceId" UUID NOT NULL,
    "tagId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "resource_tags_pkey" PRIMARY KEY ("resourceId","tagId")
);

-- CreateTable
CREATE TABLE "template_resources" (
    "templateId" UUID NOT NULL,
    "resourceId" UUID NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "template_resources_pkey" PRIMARY KEY ("templateId","resourceId")
);

-- CreateTable
CREATE TABLE "session_templates" (
    "sessionId" UUID NOT NULL,
    "templateId" UUID NOT NULL,
    "appliedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "session_templates_pkey" PRIMARY KEY ("sessionId","templateId")
);

-- CreateTable
CREATE TABLE "session_resources" (
    "sessionId" UUID NOT NULL,
    "resourceId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "session_resources_pkey" PRIMARY KEY ("sessionId","resourceId")
);

-- CreateTable
CREATE TABLE "template_snapshots" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "templateId" UUID,
    "sessionId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "content" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "template_snapshots_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "legal_documents" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "type" "LegalDocumentType" NOT NULL,
    "title" TEXT NOT NULL,
    "bodyMarkdown" TEXT NOT NULL DEFAULT '',
    "state" "LegalDocumentState" NOT NULL DEFAULT 'draft',
    "displayOrder" INTEGER NOT NULL DEFAULT 0,
    "currentVersion" INTEGER NOT NULL DEFAULT 0,
    "requiresAcceptance" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "legal_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "legal_document_versions" (
    "id" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "version" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "bodyMarkdown" TEXT NOT NULL,
    "publishedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "legal_document_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "legal_acceptances" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "documentId" UUID NOT NULL,
    "documentVersionId" UUID NOT NULL,
    "state" "AcceptanceState" NOT NULL DEFAULT 'pending',
    "acceptedAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3),
    "history" JSONB NOT NULL DEFAULT '[]',
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "legal_acceptances_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contracts" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID,
    "serviceId" UUID,
    "legalDocumentId" UUID,
    "title" TEXT NOT NULL,
    "bodyMarkdown" TEXT,
    "state" "ContractState" NOT NULL DEFAULT 'draft',
    "sentAt" TIMESTAMPTZ(3),
    "signedAt" TIMESTAMPTZ(3),
    "expiresAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "contracts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID,
    "sessionId" UUID,
    "serviceId" UUID,
    "rating" INTEGER NOT NULL,
    "content" TEXT,
    "status" "ReviewStatus" NOT NULL DEFAULT 'pending',
    "isAnonymous" BOOLEAN NOT NULL DEFAULT false,
    "reviewerName" TEXT,
    "reviewerAvatarUrl" TEXT,
    "teacherResponse" TEXT,
    "respondedAt" TIMESTAMPTZ(3),
    "source" "ReviewSource" NOT NULL DEFAULT 'platform',
    "externalSource" TEXT,
    "externalId" TEXT,
    "anonymizedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_requests" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "sessionId" UUID,
    "sentAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_logs" (
    "id" UUID NOT NULL,
    "teacherId" UUID,
    "actorType" "AuditActorType" NOT NULL,
    "actorId" TEXT,
    "action" TEXT NOT NULL,
    "category" "AuditCategory" NOT NULL DEFAULT 'general',
    "entityType" TEXT NOT NULL,
    "entityId" TEXT,
    "changes" JSONB,
    "metadata" JSONB,
    "ipAddress" TEXT,
    "userAgent" TEXT,
    "requestId" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_logs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "data_erasure_requests" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "requestedBy" "UserRole" NOT NULL DEFAULT 'student',
    "status" "ErasureStatus" NOT NULL DEFAULT 'pending',
    "dueAt" TIMESTAMPTZ(3) NOT NULL,
    "rejectionReason" TEXT,
    "report" JSONB,
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "data_erasure_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "retention_settings" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "inactiveStudentDays" INTEGER NOT NULL DEFAULT 730,
    "sessionContentDays" INTEGER NOT NULL DEFAULT 365,
    "contactLogDays" INTEGER NOT NULL DEFAULT 180,
    "autoDeleteEnabled" BOOLEAN NOT NULL DEFAULT false,
    "notifyBeforeDeleteDays" INTEGER NOT NULL DEFAULT 30,
    "atRiskDays" INTEGER NOT NULL DEFAULT 21,
    "churnDays" INTEGER NOT NULL DEFAULT 60,
    "gapDays" INTEGER NOT NULL DEFAULT 14,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "retention_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "webhook_events" (
    "id" UUID NOT NULL,
    "pspEventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "pspAccountId" TEXT,
    "receivedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMPTZ(3),

    CONSTRAINT "webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID,
    "enrollmentId" UUID,
    "sessionId" UUID,
    "kind" "PaymentKind" NOT NULL DEFAULT 'enrollment',
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "pspFee" INTEGER NOT NULL DEFAULT 0,
    "taxAmount" INTEGER NOT NULL DEFAULT 0,
    "status" "PaymentStatus" NOT NULL DEFAULT 'pending',
    "description" TEXT,
    "pspPaymentIntentId" TEXT,
    "pspChargeId" TEXT,
    "pspCheckoutSessionId" TEXT,
    "pspInvoiceId" TEXT,
    "paidAt" TIMESTAMPTZ(3),
    "refundedAmount" INTEGER NOT NULL DEFAULT 0,
    "anonymizedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "refunds" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "reason" TEXT,
    "pspRefundId" TEXT,
    "status" "RefundStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "disputes" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "paymentId" UUID NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" CHAR(3) NOT NULL,
    "reason" TEXT,
    "status" "DisputeStatus" NOT NULL DEFAULT 'needs_response',
    "pspDisputeId" TEXT NOT NULL,
    "evidenceDueBy" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notifications" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID,
    "recipientRole" "UserRole" NOT NULL DEFAULT 'teacher',
    "type" "NotificationType" NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT,
    "data" JSONB,
    "readAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "notifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "availability_schedules" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "validFrom" DATE,
    "validUntil" DATE,
    "timezone" TEXT NOT NULL DEFAULT 'UTC',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "availability_schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "availability_rules" (
    "id" UUID NOT NULL,
    "scheduleId" UUID NOT NULL,
    "weekday" INTEGER NOT NULL,
    "startTime" TEXT NOT NULL,
    "endTime" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "availability_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "availability_overrides" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "date" DATE NOT NULL,
    "startTime" TEXT,
    "endTime" TEXT,
    "isAvailable" BOOLEAN NOT NULL DEFAULT false,
    "reason" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "availability_overrides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "waitlist_entries" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "status" "WaitlistStatus" NOT NULL DEFAULT 'waiting',
    "notifiedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scheduled_messages" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID,
    "channel" "ContactChannel" NOT NULL DEFAULT 'email',
    "subject" TEXT,
    "body" TEXT NOT NULL,
    "sendAt" TIMESTAMPTZ(3) NOT NULL,
    "status" "ScheduledMessageStatus" NOT NULL DEFAULT 'pending',
    "jobId" TEXT,
    "sentAt" TIMESTAMPTZ(3),
    "cancelledAt" TIMESTAMPTZ(3),
    "error" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scheduled_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "widget_configs" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "serviceIds" UUID[] DEFAULT ARRAY[]::UUID[],
    "theme" JSONB NOT NULL DEFAULT '{}',
    "customCss" TEXT,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "widget_configs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "calendar_connections" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "provider" "CalendarProvider" NOT NULL DEFAULT 'google',
    "accountEmail" TEXT NOT NULL,
    "encryptedRefreshToken" TEXT NOT NULL,
    "readCalendarIds" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "writeCalendarId" TEXT,
    "status" "ConnectionStatus" NOT NULL DEFAULT 'connected',
    "lastSyncedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "calendar_connections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "drive_connections" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT false,
    "accountEmail" TEXT,
    "rootFolderId" TEXT,
    "encryptedRefreshToken" TEXT,
    "status" "ConnectionStatus" NOT NULL DEFAULT 'connected',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "drive_connections_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "drive_file_copies" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "resourceId" UUID NOT NULL,
    "sessionId" UUID,
    "driveFileId" TEXT,
    "status" "DriveFileCopyStatus" NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "copiedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "drive_file_copies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "analytics_events" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "type" "AnalyticsEventType" NOT NULL,
    "source" "AnalyticsSource" NOT NULL DEFAULT 'page',
    "serviceId" UUID,
    "widgetConfigId" UUID,
    "sessionId" TEXT,
    "path" TEXT,
    "referrer" TEXT,
    "metadata" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "analytics_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_insight_caches" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "payload" JSONB NOT NULL,
    "computedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_insight_caches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_sessions" (
    "id" TEXT NOT NULL,
    "role" "UserRole" NOT NULL,
    "teacherId" UUID,
    "studentId" UUID,
    "impersonatorTeacherId" UUID,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "fixedExpiry" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "ipAddress" TEXT,
    "userAgent" TEXT,

    CONSTRAINT "auth_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "magic_link_tokens" (
    "id" UUID NOT NULL,
    "teacherId" UUID NOT NULL,
    "studentId" UUID NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "redirectTo" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "magic_link_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_states" (
    "id" UUID NOT NULL,
    "stateHash" TEXT NOT NULL,
    "purpose" "OAuthPurpose" NOT NULL DEFAULT 'idp_login',
    "teacherId" UUID,
    "codeVerifier" TEXT,
    "redirectTo" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oauth_states_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMPTZ(3),

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "email_outbox" (
    "id" UUID NOT NULL,
    "teacherId" UUID,
    "to" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "replyTo" TEXT,
    "subject" TEXT NOT NULL,
    "html" TEXT NOT NULL,
    "text" TEXT,
    "status" "EmailStatus" NOT NULL DEFAULT 'queued',
    "providerMessageId" TEXT,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMPTZ(3),

    CONSTRAINT "email_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "teachers_email_key" ON "teachers"("email");

-- CreateIndex
CREATE UNIQUE INDEX "teachers_slug_key" ON "teachers"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "teachers_pspAccountId_key" ON "teachers"("pspAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "teachers_idpSubject_key" ON "teachers"("idpSubject");

-- CreateIndex
CREATE INDEX "students_teacherId_status_idx" ON "students"("teacherId", "status");

-- CreateIndex
CREATE INDEX "students_teacherId_deletedAt_idx" ON "students"("teacherId", "deletedAt");

-- CreateIndex
CREATE INDEX "students_teacherId_createdAt_idx" ON "students"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "students_teacherId_name_idx" ON "students"("teacherId", "name");

-- CreateIndex
CREATE UNIQUE INDEX "students_teacherId_email_key" ON "students"("teacherId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "tags_teacherId_name_key" ON "tags"("teacherId", "name");

-- CreateIndex
CREATE INDEX "student_tags_tagId_idx" ON "student_tags"("tagId");

-- CreateIndex
CREATE INDEX "student_lifecycle_events_teacherId_studentId_occurredAt_idx" ON "student_lifecycle_events"("teacherId", "studentId", "occurredAt");

-- CreateIndex
CREATE INDEX "student_lifecycle_events_teacherId_type_occurredAt_idx" ON "student_lifecycle_events"("teacherId", "type", "occurredAt");

-- CreateIndex
CREATE INDEX "student_lifecycle_events_teacherId_occurredAt_idx" ON "student_lifecycle_events"("teacherId", "occurredAt");

-- CreateIndex
CREATE INDEX "contact_log_entries_teacherId_studentId_sentAt_idx" ON "contact_log_entries"("teacherId", "studentId", "sentAt");

-- CreateIndex
CREATE INDEX "contact_log_entries_teacherId_sentAt_idx" ON "contact_log_entries"("teacherId", "sentAt");

-- CreateIndex
CREATE INDEX "services_teacherId_status_idx" ON "services"("teacherId", "status");

-- CreateIndex
CREATE INDEX "services_teacherId_deletedAt_idx" ON "services"("teacherId", "deletedAt");

-- CreateIndex
CREATE INDEX "services_teacherId_sortOrder_idx" ON "services"("teacherId", "sortOrder");

-- CreateIndex
CREATE INDEX "services_cancellationPolicyId_idx" ON "services"("cancellationPolicyId");

-- CreateIndex
CREATE UNIQUE INDEX "services_teacherId_slug_key" ON "services"("teacherId", "slug");

-- CreateIndex
CREATE INDEX "service_tags_tagId_idx" ON "service_tags"("tagId");

-- CreateIndex
CREATE INDEX "service_schedule_items_serviceId_sequence_idx" ON "service_schedule_items"("serviceId", "sequence");

-- CreateIndex
CREATE INDEX "service_schedule_items_teacherId_serviceId_idx" ON "service_schedule_items"("teacherId", "serviceId");

-- CreateIndex
CREATE UNIQUE INDEX "enrollments_pspCheckoutSessionId_key" ON "enrollments"("pspCheckoutSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "enrollments_pspSubscriptionId_key" ON "enrollments"("pspSubscriptionId");

-- CreateIndex
CREATE INDEX "enrollments_teacherId_status_idx" ON "enrollments"("teacherId", "status");

-- CreateIndex
CREATE INDEX "enrollments_teacherId_createdAt_idx" ON "enrollments"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "enrollments_teacherId_serviceId_status_idx" ON "enrollments"("teacherId", "serviceId", "status");

-- CreateIndex
CREATE INDEX "enrollments_teacherId_studentId_status_idx" ON "enrollments"("teacherId", "studentId", "status");

-- CreateIndex
CREATE INDEX "enrollments_teacherId_validUntil_idx" ON "enrollments"("teacherId", "validUntil");

-- CreateIndex
CREATE INDEX "enrollments_studentId_idx" ON "enrollments"("studentId");

-- CreateIndex
CREATE INDEX "enrollments_serviceId_idx" ON "enrollments"("serviceId");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_pspCheckoutSessionId_key" ON "sessions"("pspCheckoutSessionId");

-- CreateIndex
CREATE INDEX "sessions_teacherId_startUtc_idx" ON "sessions"("teacherId", "startUtc");

-- CreateIndex
CREATE INDEX "sessions_teacherId_status_startUtc_idx" ON "sessions"("teacherId", "status", "startUtc");

-- CreateIndex
CREATE INDEX "sessions_teacherId_studentId_startUtc_idx" ON "sessions"("teacherId", "studentId", "startUtc");

-- CreateIndex
CREATE INDEX "sessions_teacherId_serviceId_startUtc_idx" ON "sessions"("teacherId", "serviceId", "startUtc");

-- CreateIndex
CREATE INDEX "sessions_teacherId_createdAt_idx" ON "sessions"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "sessions_enrollmentId_idx" ON "sessions"("enrollmentId");

-- CreateIndex
CREATE INDEX "sessions_studentId_startUtc_idx" ON "sessions"("studentId", "startUtc");

-- CreateIndex
CREATE INDEX "sessions_status_holdExpiresAt_idx" ON "sessions"("status", "holdExpiresAt");

-- CreateIndex
CREATE INDEX "session_participants_teacherId_studentId_idx" ON "session_participants"("teacherId", "studentId");

-- CreateIndex
CREATE INDEX "session_participants_teacherId_status_idx" ON "session_participants"("teacherId", "status");

-- CreateIndex
CREATE INDEX "session_participants_studentId_idx" ON "session_participants"("studentId");

-- CreateIndex
CREATE INDEX "session_participants_enrollmentId_idx" ON "session_participants"("enrollmentId");

-- CreateIndex
CREATE UNIQUE INDEX "session_participants_sessionId_studentId_key" ON "session_participants"("sessionId", "studentId");

-- CreateIndex
CREATE INDEX "session_tags_tagId_idx" ON "session_tags"("tagId");

-- CreateIndex
CREATE INDEX "cancellation_policies_teacherId_isDefault_idx" ON "cancellation_policies"("teacherId", "isDefault");

-- CreateIndex
CREATE INDEX "cancellation_policies_teacherId_createdAt_idx" ON "cancellation_policies"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "cancellation_rules_policyId_position_idx" ON "cancellation_rules"("policyId", "position");

-- CreateIndex
CREATE INDEX "discount_codes_teacherId_deletedAt_idx" ON "discount_codes"("teacherId", "deletedAt");

-- CreateIndex
CREATE INDEX "discount_codes_teacherId_isActive_idx" ON "discount_codes"("teacherId", "isActive");

-- CreateIndex
CREATE UNIQUE INDEX "discount_codes_teacherId_code_key" ON "discount_codes"("teacherId", "code");

-- CreateIndex
CREATE UNIQUE INDEX "discount_code_uses_enrollmentId_key" ON "discount_code_uses"("enrollmentId");

-- CreateIndex
CREATE INDEX "discount_code_uses_discountCodeId_studentId_idx" ON "discount_code_uses"("discountCodeId", "studentId");

-- CreateIndex
CREATE INDEX "discount_code_uses_teacherId_createdAt_idx" ON "discount_code_uses"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "material_folders_teacherId_parentId_sortOrder_idx" ON "material_folders"("teacherId", "parentId", "sortOrder");

-- CreateIndex
CREATE INDEX "material_folders_teacherId_deletedAt_idx" ON "material_folders"("teacherId", "deletedAt");

-- CreateIndex
CREATE INDEX "material_folders_teacherId_deletionBatchId_idx" ON "material_folders"("teacherId", "deletionBatchId");

-- CreateIndex
CREATE INDEX "lesson_templates_teacherId_folderId_idx" ON "lesson_templates"("teacherId", "folderId");

-- CreateIndex
CREATE INDEX "lesson_templates_teacherId_deletedAt_idx" ON "lesson_templates"("teacherId", "deletedAt");

-- CreateIndex
CREATE INDEX "lesson_templates_teacherId_deletionBatchId_idx" ON "lesson_templates"("teacherId", "deletionBatchId");

-- CreateIndex
CREATE INDEX "lesson_templates_teacherId_usageCount_idx" ON "lesson_templates"("teacherId", "usageCount");

-- CreateIndex
CREATE INDEX "template_tags_tagId_idx" ON "template_tags"("tagId");

-- CreateIndex
CREATE INDEX "resources_teacherId_folderId_idx" ON "resources"("teacherId", "folderId");

-- CreateIndex
CREATE INDEX "resources_teacherId_deletedAt_idx" ON "resources"("teacherId", "deletedAt");

-- CreateIndex
CREATE INDEX "resources_teacherId_deletionBatchId_idx" ON "resources"("teacherId", "deletionBatchId");

-- CreateIndex
CREATE INDEX "resources_teacherId_type_idx" ON "resources"("teacherId", "type");

-- CreateIndex
CREATE INDEX "resources_teacherId_isFavorite_idx" ON "resources"("teacherId", "isFavorite");

-- CreateIndex
CREATE UNIQUE INDEX "resources_teacherId_provider_providerItemId_key" ON "resources"("teacherId", "provider", "providerItemId");

-- CreateIndex
CREATE INDEX "resource_tags_tagId_idx" ON "resource_tags"("tagId");

-- CreateIndex
CREATE INDEX "template_resources_resourceId_idx" ON "template_resources"("resourceId");

-- CreateIndex
CREATE INDEX "session_templates_templateId_idx" ON "session_templates"("templateId");

-- CreateIndex
CREATE INDEX "session_resources_resourceId_idx" ON "session_resources"("resourceId");

-- CreateIndex
CREATE INDEX "template_snapshots_teacherId_templateId_idx" ON "template_snapshots"("teacherId", "templateId");

-- CreateIndex
CREATE INDEX "template_snapshots_sessionId_idx" ON "template_snapshots"("sessionId");

-- CreateIndex
CREATE INDEX "legal_documents_teacherId_type_idx" ON "legal_documents"("teacherId", "type");

-- CreateIndex
CREATE INDEX "legal_documents_teacherId_state_displayOrder_idx" ON "legal_documents"("teacherId", "state", "displayOrder");

-- CreateIndex
CREATE UNIQUE INDEX "legal_document_versions_documentId_version_key" ON "legal_document_versions"("documentId", "version");

-- CreateIndex
CREATE INDEX "legal_acceptances_teacherId_studentId_idx" ON "legal_acceptances"("teacherId", "studentId");

-- CreateIndex
CREATE INDEX "legal_acceptances_teacherId_state_idx" ON "legal_acceptances"("teacherId", "state");

-- CreateIndex
CREATE INDEX "legal_acceptances_documentVersionId_idx" ON "legal_acceptances"("documentVersionId");

-- CreateIndex
CREATE UNIQUE INDEX "legal_acceptances_studentId_documentId_key" ON "legal_acceptances"("studentId", "documentId");

-- CreateIndex
CREATE INDEX "contracts_teacherId_state_idx" ON "contracts"("teacherId", "state");

-- CreateIndex
CREATE INDEX "contracts_teacherId_studentId_idx" ON "contracts"("teacherId", "studentId");

-- CreateIndex
CREATE INDEX "contracts_teacherId_createdAt_idx" ON "contracts"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "reviews_teacherId_status_createdAt_idx" ON "reviews"("teacherId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "reviews_teacherId_createdAt_idx" ON "reviews"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "reviews_teacherId_serviceId_idx" ON "reviews"("teacherId", "serviceId");

-- CreateIndex
CREATE INDEX "reviews_studentId_idx" ON "reviews"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_sessionId_studentId_key" ON "reviews"("sessionId", "studentId");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_teacherId_externalSource_externalId_key" ON "reviews"("teacherId", "externalSource", "externalId");

-- CreateIndex
CREATE INDEX "review_requests_teacherId_sentAt_idx" ON "review_requests"("teacherId", "sentAt");

-- CreateIndex
CREATE INDEX "review_requests_teacherId_studentId_idx" ON "review_requests"("teacherId", "studentId");

-- CreateIndex
CREATE INDEX "review_requests_sessionId_idx" ON "review_requests"("sessionId");

-- CreateIndex
CREATE INDEX "audit_logs_teacherId_createdAt_idx" ON "audit_logs"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "audit_logs_teacherId_entityType_entityId_idx" ON "audit_logs"("teacherId", "entityType", "entityId");

-- CreateIndex
CREATE INDEX "audit_logs_teacherId_action_idx" ON "audit_logs"("teacherId", "action");

-- CreateIndex
CREATE INDEX "audit_logs_createdAt_idx" ON "audit_logs"("createdAt");

-- CreateIndex
CREATE INDEX "audit_logs_category_createdAt_idx" ON "audit_logs"("category", "createdAt");

-- CreateIndex
CREATE INDEX "data_erasure_requests_teacherId_status_dueAt_idx" ON "data_erasure_requests"("teacherId", "status", "dueAt");

-- CreateIndex
CREATE INDEX "data_erasure_requests_teacherId_createdAt_idx" ON "data_erasure_requests"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "data_erasure_requests_status_dueAt_idx" ON "data_erasure_requests"("status", "dueAt");

-- CreateIndex
CREATE INDEX "data_erasure_requests_studentId_idx" ON "data_erasure_requests"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "retention_settings_teacherId_key" ON "retention_settings"("teacherId");

-- CreateIndex
CREATE UNIQUE INDEX "webhook_events_pspEventId_key" ON "webhook_events"("pspEventId");

-- CreateIndex
CREATE INDEX "webhook_events_receivedAt_idx" ON "webhook_events"("receivedAt");

-- CreateIndex
CREATE UNIQUE INDEX "payments_pspPaymentIntentId_key" ON "payments"("pspPaymentIntentId");

-- CreateIndex
CREATE UNIQUE INDEX "payments_pspChargeId_key" ON "payments"("pspChargeId");

-- CreateIndex
CREATE UNIQUE INDEX "payments_pspCheckoutSessionId_key" ON "payments"("pspCheckoutSessionId");

-- CreateIndex
CREATE UNIQUE INDEX "payments_pspInvoiceId_key" ON "payments"("pspInvoiceId");

-- CreateIndex
CREATE INDEX "payments_teacherId_createdAt_idx" ON "payments"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "payments_teacherId_status_paidAt_idx" ON "payments"("teacherId", "status", "paidAt");

-- CreateIndex
CREATE INDEX "payments_teacherId_paidAt_idx" ON "payments"("teacherId", "paidAt");

-- CreateIndex
CREATE INDEX "payments_teacherId_studentId_idx" ON "payments"("teacherId", "studentId");

-- CreateIndex
CREATE INDEX "payments_enrollmentId_idx" ON "payments"("enrollmentId");

-- CreateIndex
CREATE INDEX "payments_sessionId_idx" ON "payments"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_pspRefundId_key" ON "refunds"("pspRefundId");

-- CreateIndex
CREATE INDEX "refunds_teacherId_createdAt_idx" ON "refunds"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "refunds_paymentId_idx" ON "refunds"("paymentId");

-- CreateIndex
CREATE UNIQUE INDEX "disputes_pspDisputeId_key" ON "disputes"("pspDisputeId");

-- CreateIndex
CREATE INDEX "disputes_teacherId_status_idx" ON "disputes"("teacherId", "status");

-- CreateIndex
CREATE INDEX "disputes_teacherId_createdAt_idx" ON "disputes"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "disputes_paymentId_idx" ON "disputes"("paymentId");

-- CreateIndex
CREATE INDEX "notifications_teacherId_readAt_createdAt_idx" ON "notifications"("teacherId", "readAt", "createdAt");

-- CreateIndex
CREATE INDEX "notifications_teacherId_createdAt_idx" ON "notifications"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "notifications_studentId_idx" ON "notifications"("studentId");

-- CreateIndex
CREATE INDEX "availability_schedules_teacherId_isActive_idx" ON "availability_schedules"("teacherId", "isActive");

-- CreateIndex
CREATE INDEX "availability_rules_scheduleId_weekday_idx" ON "availability_rules"("scheduleId", "weekday");

-- CreateIndex
CREATE INDEX "availability_overrides_teacherId_date_idx" ON "availability_overrides"("teacherId", "date");

-- CreateIndex
CREATE INDEX "waitlist_entries_teacherId_serviceId_status_createdAt_idx" ON "waitlist_entries"("teacherId", "serviceId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "waitlist_entries_studentId_idx" ON "waitlist_entries"("studentId");

-- CreateIndex
CREATE UNIQUE INDEX "waitlist_entries_serviceId_studentId_key" ON "waitlist_entries"("serviceId", "studentId");

-- CreateIndex
CREATE INDEX "scheduled_messages_teacherId_status_sendAt_idx" ON "scheduled_messages"("teacherId", "status", "sendAt");

-- CreateIndex
CREATE INDEX "scheduled_messages_teacherId_createdAt_idx" ON "scheduled_messages"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "scheduled_messages_studentId_idx" ON "scheduled_messages"("studentId");

-- CreateIndex
CREATE INDEX "widget_configs_teacherId_createdAt_idx" ON "widget_configs"("teacherId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "calendar_connections_teacherId_key" ON "calendar_connections"("teacherId");

-- CreateIndex
CREATE UNIQUE INDEX "drive_connections_teacherId_key" ON "drive_connections"("teacherId");

-- CreateIndex
CREATE INDEX "drive_file_copies_teacherId_status_idx" ON "drive_file_copies"("teacherId", "status");

-- CreateIndex
CREATE INDEX "drive_file_copies_teacherId_studentId_idx" ON "drive_file_copies"("teacherId", "studentId");

-- CreateIndex
CREATE INDEX "drive_file_copies_resourceId_idx" ON "drive_file_copies"("resourceId");

-- CreateIndex
CREATE INDEX "drive_file_copies_sessionId_idx" ON "drive_file_copies"("sessionId");

-- CreateIndex
CREATE UNIQUE INDEX "drive_file_copies_studentId_resourceId_key" ON "drive_file_copies"("studentId", "resourceId");

-- CreateIndex
CREATE INDEX "analytics_events_teacherId_type_createdAt_idx" ON "analytics_events"("teacherId", "type", "createdAt");

-- CreateIndex
CREATE INDEX "analytics_events_teacherId_createdAt_idx" ON "analytics_events"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "analytics_events_serviceId_idx" ON "analytics_events"("serviceId");

-- CreateIndex
CREATE INDEX "analytics_events_widgetConfigId_idx" ON "analytics_events"("widgetConfigId");

-- CreateIndex
CREATE UNIQUE INDEX "content_insight_caches_teacherId_key" ON "content_insight_caches"("teacherId");

-- CreateIndex
CREATE INDEX "auth_sessions_teacherId_idx" ON "auth_sessions"("teacherId");

-- CreateIndex
CREATE INDEX "auth_sessions_studentId_idx" ON "auth_sessions"("studentId");

-- CreateIndex
CREATE INDEX "auth_sessions_impersonatorTeacherId_idx" ON "auth_sessions"("impersonatorTeacherId");

-- CreateIndex
CREATE INDEX "auth_sessions_expiresAt_idx" ON "auth_sessions"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "magic_link_tokens_tokenHash_key" ON "magic_link_tokens"("tokenHash");

-- CreateIndex
CREATE INDEX "magic_link_tokens_teacherId_studentId_idx" ON "magic_link_tokens"("teacherId", "studentId");

-- CreateIndex
CREATE INDEX "magic_link_tokens_studentId_idx" ON "magic_link_tokens"("studentId");

-- CreateIndex
CREATE INDEX "magic_link_tokens_expiresAt_idx" ON "magic_link_tokens"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_states_stateHash_key" ON "oauth_states"("stateHash");

-- CreateIndex
CREATE INDEX "oauth_states_teacherId_idx" ON "oauth_states"("teacherId");

-- CreateIndex
CREATE INDEX "oauth_states_expiresAt_idx" ON "oauth_states"("expiresAt");

-- CreateIndex
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");

-- CreateIndex
CREATE INDEX "email_outbox_status_createdAt_idx" ON "email_outbox"("status", "createdAt");

-- CreateIndex
CREATE INDEX "email_outbox_teacherId_createdAt_idx" ON "email_outbox"("teacherId", "createdAt");

-- CreateIndex
CREATE INDEX "email_outbox_to_createdAt_idx" ON "email_outbox"("to", "createdAt");

-- AddForeignKey
ALTER TABLE "students" ADD CONSTRAINT "students_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tags" ADD CONSTRAINT "tags_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_tags" ADD CONSTRAINT "student_tags_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_tags" ADD CONSTRAINT "student_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_lifecycle_events" ADD CONSTRAINT "student_lifecycle_events_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_lifecycle_events" ADD CONSTRAINT "student_lifecycle_events_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_log_entries" ADD CONSTRAINT "contact_log_entries_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_log_entries" ADD CONSTRAINT "contact_log_entries_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_cancellationPolicyId_fkey" FOREIGN KEY ("cancellationPolicyId") REFERENCES "cancellation_policies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_tags" ADD CONSTRAINT "service_tags_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_tags" ADD CONSTRAINT "service_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_schedule_items" ADD CONSTRAINT "service_schedule_items_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_schedule_items" ADD CONSTRAINT "service_schedule_items_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_discountCodeId_fkey" FOREIGN KEY ("discountCodeId") REFERENCES "discount_codes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE NO ACTION ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_enrollmentId_fkey" FOREIGN KEY ("enrollmentId") REFERENCES "enrollments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_enrollmentId_fkey" FOREIGN KEY ("enrollmentId") REFERENCES "enrollments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_tags" ADD CONSTRAINT "session_tags_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_tags" ADD CONSTRAINT "session_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cancellation_policies" ADD CONSTRAINT "cancellation_policies_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cancellation_rules" ADD CONSTRAINT "cancellation_rules_policyId_fkey" FOREIGN KEY ("policyId") REFERENCES "cancellation_policies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_discountCodeId_fkey" FOREIGN KEY ("discountCodeId") REFERENCES "discount_codes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "discount_code_uses" ADD CONSTRAINT "discount_code_uses_enrollmentId_fkey" FOREIGN KEY ("enrollmentId") REFERENCES "enrollments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_folders" ADD CONSTRAINT "material_folders_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "material_folders" ADD CONSTRAINT "material_folders_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "material_folders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_templates" ADD CONSTRAINT "lesson_templates_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lesson_templates" ADD CONSTRAINT "lesson_templates_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "material_folders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_tags" ADD CONSTRAINT "template_tags_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "lesson_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_tags" ADD CONSTRAINT "template_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_folderId_fkey" FOREIGN KEY ("folderId") REFERENCES "material_folders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resource_tags" ADD CONSTRAINT "resource_tags_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "resources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resource_tags" ADD CONSTRAINT "resource_tags_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "tags"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_resources" ADD CONSTRAINT "template_resources_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "lesson_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_resources" ADD CONSTRAINT "template_resources_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "resources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_templates" ADD CONSTRAINT "session_templates_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "lesson_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_resources" ADD CONSTRAINT "session_resources_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_resources" ADD CONSTRAINT "session_resources_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "resources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_snapshots" ADD CONSTRAINT "template_snapshots_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_snapshots" ADD CONSTRAINT "template_snapshots_templateId_fkey" FOREIGN KEY ("templateId") REFERENCES "lesson_templates"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_snapshots" ADD CONSTRAINT "template_snapshots_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "legal_documents" ADD CONSTRAINT "legal_documents_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "legal_document_versions" ADD CONSTRAINT "legal_document_versions_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "legal_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "legal_documents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_documentVersionId_fkey" FOREIGN KEY ("documentVersionId") REFERENCES "legal_document_versions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_legalDocumentId_fkey" FOREIGN KEY ("legalDocumentId") REFERENCES "legal_documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_erasure_requests" ADD CONSTRAINT "data_erasure_requests_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_erasure_requests" ADD CONSTRAINT "data_erasure_requests_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_enrollmentId_fkey" FOREIGN KEY ("enrollmentId") REFERENCES "enrollments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability_schedules" ADD CONSTRAINT "availability_schedules_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "availability_schedules"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability_overrides" ADD CONSTRAINT "availability_overrides_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "widget_configs" ADD CONSTRAINT "widget_configs_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "drive_connections" ADD CONSTRAINT "drive_connections_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "drive_file_copies" ADD CONSTRAINT "drive_file_copies_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "drive_file_copies" ADD CONSTRAINT "drive_file_copies_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "drive_file_copies" ADD CONSTRAINT "drive_file_copies_resourceId_fkey" FOREIGN KEY ("resourceId") REFERENCES "resources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "drive_file_copies" ADD CONSTRAINT "drive_file_copies_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "services"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_widgetConfigId_fkey" FOREIGN KEY ("widgetConfigId") REFERENCES "widget_configs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_insight_caches" ADD CONSTRAINT "content_insight_caches_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_impersonatorTeacherId_fkey" FOREIGN KEY ("impersonatorTeacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "magic_link_tokens" ADD CONSTRAINT "magic_link_tokens_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "magic_link_tokens" ADD CONSTRAINT "magic_link_tokens_studentId_fkey" FOREIGN KEY ("studentId") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_teacherId_fkey" FOREIGN KEY ("teacherId") REFERENCES "teachers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
