CREATE TABLE "content_page_revisions" (
	"revision_id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"meta_description" text NOT NULL,
	"body_markdown" text NOT NULL,
	"action" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "content_page_views" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_page_views_page_id_day_pk" PRIMARY KEY("page_id","day")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"page_id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"body_markdown" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"published_revision_id" integer,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "content_pages_status_check" CHECK ("content_pages"."status" in ('Draft', 'Published'))
);
--> statement-breakpoint
ALTER TABLE "content_page_revisions" ADD CONSTRAINT "content_page_revisions_page_id_content_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_revisions" ADD CONSTRAINT "content_page_revisions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_views" ADD CONSTRAINT "content_page_views_page_id_content_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("page_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_users_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_page_revisions_page_idx" ON "content_page_revisions" USING btree ("page_id","revision_id");--> statement-breakpoint
CREATE INDEX "content_pages_updated_idx" ON "content_pages" USING btree ("updated_at");