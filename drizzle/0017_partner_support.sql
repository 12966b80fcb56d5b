CREATE TABLE "partner_ticket_replies" (
	"reply_id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_user_id" integer,
	"author_role" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_tickets" (
	"ticket_id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_tickets_status_check" CHECK ("partner_tickets"."status" in ('Open', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "partner_bank_accounts" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"account_holder" text NOT NULL,
	"kind" text NOT NULL,
	"sort_code" text,
	"account_number" text,
	"iban" text,
	"masked" text NOT NULL,
	"payout_schedule" text DEFAULT 'weekly' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_bank_accounts_kind_check" CHECK ("partner_bank_accounts"."kind" in ('uk', 'iban')),
	CONSTRAINT "partner_bank_accounts_schedule_check" CHECK ("partner_bank_accounts"."payout_schedule" in ('weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "partner_ticket_replies" ADD CONSTRAINT "partner_ticket_replies_ticket_id_partner_tickets_ticket_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."partner_tickets"("ticket_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_ticket_replies" ADD CONSTRAINT "partner_ticket_replies_author_user_id_users_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_tickets" ADD CONSTRAINT "partner_tickets_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_bank_accounts" ADD CONSTRAINT "partner_bank_accounts_partner_id_partners_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("partner_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_ticket_replies_ticket_idx" ON "partner_ticket_replies" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_tickets_partner_idx" ON "partner_tickets" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "partner_tickets_status_idx" ON "partner_tickets" USING btree ("status","updated_at");