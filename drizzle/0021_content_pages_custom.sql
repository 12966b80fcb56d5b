-- The three system pages with today's texts (as they were hard-coded in src/app/(public)), each
-- published from its first revision, so the site reads the same after the upgrade.
INSERT INTO "content_pages" ("slug", "title", "meta_description", "body_markdown", "status", "is_system", "published_at")
VALUES
('about', 'About {{site_name}}',
 'Private chauffeurs since 2019 for airport transfers, business travel, events and hourly hire in the UK, Canada and the US.',
 $md$Established in 2019, we provide private chauffeurs for airport transfers, business travel, events and hourly hire across the United Kingdom, Canada and the United States, with 24/7 customer support.

<dl>
<div><dt>Established</dt><dd>2019</dd></div>
<div><dt>Vehicles</dt><dd>500+</dd></div>
<div><dt>Chauffeurs</dt><dd>1000+</dd></div>
<div><dt>Cities</dt><dd>{{cities}}+</dd></div>
<div><dt>Customers</dt><dd>10K+</dd></div>
</dl>

## Our mission

Every ride should feel effortless: a fixed price before you book, a vetted professional at the wheel, and a team that answers whenever you need us.
$md$, 'Published', true, now()),
('privacy-policy', 'Privacy Policy',
 'What {{site_name}} collects to book and deliver your ride, how it is used and kept, and your rights.',
 $md$## What we collect

To book and deliver your ride we keep your name, e-mail, phone number, pickup and drop-off addresses, travel times, and any passenger, flight or sign details you give us. Card details are handled by our payment provider and never stored by us.

## How we use it

Only to arrange, carry out and invoice your journeys, to contact you about them and to meet our legal obligations. We do not sell your data.

## How long we keep it

Booking records are kept for as long as tax law requires; you can ask us to delete your account at any time.

## Your rights

You may ask for a copy of your data, its correction or erasure by writing to [{{support_email}}](mailto:{{support_email}}).
$md$, 'Published', true, now()),
('terms-and-conditions', 'Terms and Conditions',
 'Bookings and prices, cancellation, waiting time, conduct and liability for rides with {{site_name}}.',
 $md$## Bookings and prices

Prices are fixed when you book and shown in pounds sterling. Parties larger than one car's capacity are served by several cars, each charged at the class price.

## Cancellation

Free cancellation up to 24 hours before pickup for standard bookings and 12 hours for airport transfers; special events may carry fees. Bookings made through our booking flow also show their own free-cancellation window, which applies to them.

## Waiting time

Every class includes 60 minutes free waiting. Your chauffeur arrives 15 minutes before pickup.

## Conduct and liability

Passengers must wear seat belts and follow the chauffeur's safety instructions. We are not liable for delays caused by events beyond our reasonable control.
$md$, 'Published', true, now())
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
INSERT INTO "content_page_revisions" ("page_id", "title", "slug", "meta_description", "body_markdown", "action")
SELECT "page_id", "title", "slug", "meta_description", "body_markdown", 'publish'
FROM "content_pages"
WHERE "is_system" AND "published_revision_id" IS NULL;
--> statement-breakpoint
UPDATE "content_pages" AS "p"
SET "published_revision_id" = (
  SELECT max("r"."revision_id") FROM "content_page_revisions" AS "r" WHERE "r"."page_id" = "p"."page_id"
)
WHERE "p"."is_system" AND "p"."published_revision_id" IS NULL;
