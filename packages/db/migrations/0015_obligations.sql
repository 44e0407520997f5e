CREATE TABLE "obligation_done" (
	"document_id" text NOT NULL,
	"obligation_id" text NOT NULL,
	"done_by" text,
	"done_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "obligation_done_document_id_obligation_id_pk" PRIMARY KEY("document_id","obligation_id")
);
--> statement-breakpoint
CREATE TABLE "obligation_reminder" (
	"document_id" text NOT NULL,
	"obligation_id" text NOT NULL,
	"due_on" date NOT NULL,
	"moment" text NOT NULL,
	"mailed" boolean NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "obligation_reminder_document_id_obligation_id_due_on_moment_pk" PRIMARY KEY("document_id","obligation_id","due_on","moment"),
	CONSTRAINT "obligation_reminder_moment_check" CHECK ("obligation_reminder"."moment" in ('week', 'day'))
);
--> statement-breakpoint
CREATE TABLE "obligation_reminder_opt_out" (
	"document_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "obligation_done" ADD CONSTRAINT "obligation_done_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_done" ADD CONSTRAINT "obligation_done_done_by_user_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_reminder" ADD CONSTRAINT "obligation_reminder_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obligation_reminder_opt_out" ADD CONSTRAINT "obligation_reminder_opt_out_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obligation_done_by_idx" ON "obligation_done" USING btree ("done_by");