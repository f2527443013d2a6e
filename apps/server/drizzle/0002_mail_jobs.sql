-- E-mail delivery moves to the job queue (pg-boss): the outbox keeps the messages, the job the claim
-- and retries. Pending rows of an older release have no job yet; the mail plugin queues them at start.
DROP INDEX "outbox_due_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "locked_until";