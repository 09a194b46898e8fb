CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_pending" (
	"event_id" text PRIMARY KEY NOT NULL,
	"customer_ids" text[] NOT NULL,
	"entitlement_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"will_renew" boolean NOT NULL,
	"product_id" text,
	"store" text,
	"environment" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_entitlements" (
	"user_id" uuid NOT NULL,
	"entitlement_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"will_renew" boolean NOT NULL,
	"product_id" text,
	"store" text,
	"environment" text NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_entitlements_user_id_entitlement_id_pk" PRIMARY KEY("user_id","entitlement_id")
);
--> statement-breakpoint
ALTER TABLE "store_entitlements" ADD CONSTRAINT "store_entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_events_received_idx" ON "billing_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "billing_pending_customer_ids_idx" ON "billing_pending" USING gin ("customer_ids");