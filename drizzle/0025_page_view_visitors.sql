CREATE TABLE "content_page_visitors" (
	"page_id" integer NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "content_page_visitors_page_id_day_visitor_hash_pk" PRIMARY KEY("page_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "content_page_visitors" ADD CONSTRAINT "content_page_visitors_page_id_content_pages_page_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("page_id") ON DELETE cascade ON UPDATE no action;