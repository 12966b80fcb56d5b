import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { demoVehiclesSql } from "./demo-vehicles";

/**
 * One batch of demo bookings, all in SQL: a country (70% UK, 15% Canada, 15% US), a route of
 * that country, a class, a customer, received in the last year with a pickup up to 45 days
 * later; the status and payment state follow from whether the pickup has passed.
 */
export function demoBookingsSql(input: { size: number; customers: number; tag: string }): SQL {
  return sql`
    with picks as (
      select g,
        (case when r < 0.7 then 'uk' when r < 0.85 then 'canada' else 'america' end)::destination_country as country,
        random() as r_route, random() as r_class, random() as r_status, random() as r_guest,
        now() - random() * interval '365 days' as created_at, random() as r_lead,
        1 + floor(random() * ${input.customers})::int as customer_n
      from (select g, random() as r from generate_series(1, ${input.size}) as g) as seeds
    ), counts as (
      select country, max(route_no) as routes from demo_routes group by country
    ), chosen as (
      select p.*, 1 + floor(p.r_route * c.routes)::int as route_no,
        (case when p.r_class < 0.5 then 'business_class' when p.r_class < 0.8 then 'first_class'
          else 'business_van' end)::service_type as service_type,
        date_trunc('hour', p.created_at + p.r_lead * interval '45 days')
          + floor(p.r_guest * 4) * interval '15 minutes' as pickup_at
      from picks p join counts c using (country)
    ), shaped as (
      select ch.*, r.pickup, r.pickup_lat, r.pickup_lng, r.pickup_tz, r.dropoff, r.dropoff_lat,
        r.dropoff_lng, r.miles, r.hours, r.is_airport, r.business_class, r.first_class,
        r.business_van, dc.user_id, dc.last_name as customer_last_name,
        (case
          when ch.pickup_at < now() then (case when ch.r_status < 0.88 then 'completed' else 'cancelled' end)
          when ch.r_status < 0.45 then 'paid' when ch.r_status < 0.70 then 'confirmed'
          when ch.r_status < 0.93 then 'pending' else 'cancelled' end)::booking_status as status
      from chosen ch
      join demo_routes r on r.country = ch.country and r.route_no = ch.route_no
      join demo_customers dc on dc.n = ch.customer_n
    )
    insert into bookings (user_id, booking_type, pickup_location, pickup_lat, pickup_lng,
      dropoff_location, dropoff_lat, dropoff_lng, destination_country, booking_date, booking_time,
      pickup_time_zone, pickup_at, number_of_passengers, number_of_luggage, number_of_hours,
      ride_area, service_type, number_of_cars, price_pence, distance_travelled, is_self_booking,
      guest_title, guest_first_name, guest_last_name, guest_email, guest_phone_number,
      flight_number, pickup_sign, reference_code, status, payment_status, paid_at, cancelled_at, created_at, updated_at)
    select user_id,
      (case when hours is null then 'point_to_point' else 'hourly' end)::booking_type,
      pickup, pickup_lat, pickup_lng, dropoff, dropoff_lat, dropoff_lng, country,
      (pickup_at at time zone pickup_tz)::date, (pickup_at at time zone pickup_tz)::time,
      pickup_tz, pickup_at, 1 + (g % 3), g % 4, hours,
      (case when hours is null then null else 'inside' end)::ride_area,
      service_type, 1,
      case service_type when 'business_class' then business_class
        when 'first_class' then first_class else business_van end,
      miles, r_guest >= 0.2,
      (case when r_guest < 0.2 then (array['mr','mrs','ms','dr'])[1 + g % 4] end)::guest_title,
      case when r_guest < 0.2 then (array['Alex','Sam','Jordan','Morgan','Taylor','Casey'])[1 + g % 6] end,
      case when r_guest < 0.2 then (array['Reed','Fox','Hart','Stone','Lane','Moss'])[1 + g % 6] end,
      case when r_guest < 0.2 then 'guest' || g || '@example.org' end,
      -- A guest passenger has a phone, as every booking form requires (else Edit refuses to save);
      -- Ofcom's drama numbers after the demo customers' (07700 900000-900624).
      case when r_guest < 0.2 then '+447700900' || (625 + g % 375) end,
      case when is_airport and r_guest > 0.5 then (array['BA','VS','AC','AA','UA','DL'])[1 + g % 6] || (100 + g % 900) end,
      case when is_airport and r_guest > 0.5 then upper(customer_last_name) end,
      case when r_class > 0.7 then 'PO-' || ${input.tag} || '-' || g end,
      status,
      (case when status in ('paid', 'confirmed', 'completed') then 'paid'
        when status = 'cancelled' and r_route < 0.6 then 'refunded' else 'unpaid' end)::payment_state,
      case when status in ('paid', 'confirmed', 'completed') or (status = 'cancelled' and r_route < 0.6)
        then least(now(), created_at + r_lead * interval '2 hours') end,
      -- Nothing is paid or cancelled in the future: a booking made an hour ago was paid by now.
      case when status = 'cancelled' then least(pickup_at, now(), created_at + interval '3 hours' + r_lead * interval '10 days') end,
      created_at, created_at
    from shaped`;
}

const batchBookings = sql`(select booking_id from bookings where user_id in (select user_id from demo_customers))`;

/** Return legs, payments (card, refunded, offline), the audit trail, drivers, vehicles, partners. */
export function demoFollowUpSql(tag: string): SQL[] {
  return [
    sql`with outbound as (
        select *, pickup_at + (2 + booking_id % 5) * interval '1 day' as return_at
        from bookings where booking_id in ${batchBookings}
          and booking_type = 'point_to_point' and not is_return_booking and booking_id % 10 = 3
      ), inserted as (
        insert into bookings (user_id, booking_type, pickup_location, pickup_lat, pickup_lng,
          dropoff_location, dropoff_lat, dropoff_lng, destination_country, booking_date, booking_time,
          pickup_time_zone, pickup_at, number_of_passengers, number_of_luggage, service_type,
          number_of_cars, price_pence, distance_travelled, is_self_booking, guest_title,
          guest_first_name, guest_last_name, guest_email, guest_phone_number, reference_code, status,
          payment_status, is_return_booking, original_booking_id, paid_at, cancelled_at, created_at, updated_at)
        select user_id, booking_type, dropoff_location, dropoff_lat, dropoff_lng, pickup_location,
          pickup_lat, pickup_lng, destination_country,
          (return_at at time zone pickup_time_zone)::date,
          (return_at at time zone pickup_time_zone)::time,
          pickup_time_zone, return_at, number_of_passengers,
          number_of_luggage, service_type, number_of_cars, price_pence, distance_travelled,
          is_self_booking, guest_title, guest_first_name, guest_last_name, guest_email,
          guest_phone_number, reference_code,
          -- A completed outbound's way back may still be ahead: it is paid and waiting, not done.
          (case when status = 'completed' and return_at >= now() then 'paid'
            else status end)::booking_status,
          payment_status, true, booking_id, paid_at, cancelled_at,
          created_at, created_at
        from outbound returning booking_id, original_booking_id
      )
      update bookings set return_booking_id = inserted.booking_id
      from inserted where bookings.booking_id = inserted.original_booking_id`,
    sql`insert into payments (booking_id, provider, provider_payment_id, amount_pence, status,
        refunded_pence, refund_id, created_at, updated_at)
      select b.booking_id, 'test', 'tp_demo_' || ${tag} || '_' || b.booking_id,
        b.price_pence + coalesce(r.price_pence, 0),
        (case when b.payment_status = 'refunded' then 'refunded' else 'succeeded' end)::payment_status,
        case when b.payment_status = 'refunded' then b.price_pence + coalesce(r.price_pence, 0) else 0 end,
        case when b.payment_status = 'refunded' then 're_demo_' || b.booking_id end,
        b.paid_at, coalesce(b.cancelled_at, b.paid_at)
      from bookings b left join bookings r on r.booking_id = b.return_booking_id
      where b.booking_id in ${batchBookings} and not b.is_return_booking and b.paid_at is not null
        and not (b.booking_id % 40 = 0 and b.payment_status = 'paid')`,
    sql`update bookings set payment_intent_id = 'tp_demo_' || ${tag} || '_' || coalesce(original_booking_id, booking_id)
      where booking_id in ${batchBookings} and paid_at is not null
        and not (coalesce(original_booking_id, booking_id) % 40 = 0 and payment_status = 'paid')`,
    sql`insert into offline_payments (booking_id, method, reference, amount_pence, recorded_by, created_at)
      select b.booking_id, (array['cash','invoice','account'])[1 + b.booking_id % 3]::offline_payment_method,
        'INV-' || b.booking_id, b.price_pence + coalesce(r.price_pence, 0),
        (select min(user_id) from users where role = 'admin'), b.paid_at
      from bookings b left join bookings r on r.booking_id = b.return_booking_id
      where b.booking_id in ${batchBookings} and not b.is_return_booking
        and b.booking_id % 40 = 0 and b.payment_status = 'paid'`,
    sql`insert into audit_events (occurred_at, actor_kind, actor_id, actor_label, entity_kind, entity_id, action, changes, context)
      select b.created_at, 'customer', b.user_id, dc.first_name || ' ' || dc.last_name || ' <' || dc.email || '>',
        'booking', b.booking_id::text, 'created',
        jsonb_build_object('status', jsonb_build_object('old', null, 'new', 'pending'),
          'price_pence', jsonb_build_object('old', null, 'new', b.price_pence)),
        jsonb_build_object('channel', 'online', 'leg', case when b.is_return_booking then 'return' else 'outbound' end)
      from bookings b join demo_customers dc on dc.user_id = b.user_id
      union all
      select b.paid_at, 'system', null, 'System', 'booking', b.booking_id::text, 'paid',
        jsonb_build_object('payment_status', jsonb_build_object('old', 'unpaid', 'new', 'paid')),
        jsonb_build_object('payment_intent_id', b.payment_intent_id)
      from bookings b where b.booking_id in ${batchBookings} and b.paid_at is not null
      union all
      select b.cancelled_at, 'customer', b.user_id, null, 'booking', b.booking_id::text, 'cancelled',
        jsonb_build_object('status', jsonb_build_object('old', 'pending', 'new', 'cancelled')), '{}'::jsonb
      from bookings b where b.booking_id in ${batchBookings} and b.cancelled_at is not null
      union all
      select b.cancelled_at, 'customer', b.user_id, null, 'booking', b.booking_id::text, 'refunded',
        jsonb_build_object('payment_status', jsonb_build_object('old', 'paid', 'new', 'refunded')),
        jsonb_build_object('amount_pence', b.price_pence, 'partial', false)
      from bookings b where b.booking_id in ${batchBookings} and b.payment_status = 'refunded'`,
    sql`insert into drivers (first_name, last_name, email, phone_number, status, preferred_shift,
        car_make, car_model, car_year, car_color, car_plate_number, car_type, car_capacity, has_vehicle,
        rating, total_trips, driving_license_expiry_date, created_at)
      select (array['Tom','Raj','Ewa','Kofi','Ana','Ben','Lena','Omar','Ivy','Max','Nia','Sean'])[g],
        (array['Hughes','Shah','Nowak','Mensah','Silva','Carter','Berg','Aziz','Chen','Keller','Obi','Byrne'])[g],
        'driver.' || ${tag} || '.' || g || '@example.com', '+4477009' || lpad((90000 + g)::text, 5, '0'),
        (array['Available','Available','Available','Unavailable','Under Review'])[1 + g % 5]::driver_status,
        (array['day','night','flexible'])[1 + g % 3]::preferred_shift,
        'Mercedes-Benz', (array['E-Class','S-Class','V-Class'])[1 + g % 3], 2021 + g % 4, 'Black',
        'DM' || (20 + g) || ' ABC', (array['sedan','luxury','minivan'])[1 + g % 3]::car_type, 3 + g % 4,
        'yes', 4 + (g % 10) / 10.0, 200 + g * 37,
        -- Every application has a licence expiry (the form requires one), so Approve can succeed.
        (current_date + (120 + g * 60) * interval '1 day')::date,
        now() - g * interval '20 days'
      from generate_series(1, 12) as g`,
    ...demoVehiclesSql(tag),
    sql`with partner_users as (
        insert into users (first_name, last_name, email, phone_number, role, password_hash)
        select (array['Claire','Marcus','Julia'])[g], (array['Bennett','Okafor','Novak'])[g],
          'partner.' || ${tag} || '.' || g || '@example.com', '+4420794600' || lpad(g::text, 2, '0'),
          'partner', (select password_hash from demo_customers dc join users u using (user_id) limit 1)
        from generate_series(1, 3) as g returning user_id, first_name, last_name, email, phone_number
      )
      insert into partners (user_id, contact_person_name, contact_person_email, contact_person_phone,
        company_name, company_phone, company_address, company_registration, slug, status)
      select user_id, first_name || ' ' || last_name, email, phone_number,
        last_name || ' Executive Travel', phone_number, '1 Demo Road, London', 'REG' || user_id,
        'demo-' || ${tag} || '-' || user_id,
        -- By the partner's number (in its e-mail), so the first two are the Active ones.
        (array['Active','Active','Pending'])[split_part(split_part(email, '@', 1), '.', 3)::int]::partner_status
      from partner_users`,
    sql`drop table if exists demo_routes`,
    sql`drop table if exists demo_customers`,
  ];
}
