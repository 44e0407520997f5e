-- pg_trgm serves the list search (substring match); PGlite loads it in src/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "status" text DEFAULT 'entwurf' NOT NULL;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "completed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "document" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(data->>'geschaeftsbezeichnung_3', '') || ' ' || coalesce(data->>'name_1', '') || ' ' || coalesce(data#>>'{betriebsstaette_15,ort}', '') || ' ' || coalesce(data->>'taetigkeit_18', ''))) STORED;--> statement-breakpoint
CREATE INDEX "document_owner_type_status_created_idx" ON "document" USING btree ("owner_user_id","type","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "document_search_trgm_idx" ON "document" USING gin ("search_text" gin_trgm_ops);