CREATE TABLE "recap_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"short_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recap_shares" ADD CONSTRAINT "recap_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recap_shares_user_month_idx" ON "recap_shares" USING btree ("user_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "recap_shares_short_code_idx" ON "recap_shares" USING btree ("short_code");