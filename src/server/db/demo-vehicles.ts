import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * The demo drivers' own cars as vehicles, each driver allowed to drive theirs (those past
 * review). Expiries are spread from last week to a year ahead, so the console shows a lapsed
 * document, some expiring within 30 days and the rest in date. A plate already there (a second
 * demo batch) is kept as it is.
 */
export function demoVehiclesSql(tag: string): SQL[] {
  const batchDrivers = sql`(select * from drivers where email like ${`driver.${tag}.%`})`;
  return [
    sql`insert into vehicles (make, model, year, colour, registration_plate, service_class,
        passenger_capacity, luggage_capacity, phv_licence_number, phv_licence_expiry, mot_expiry,
        insurance_expiry, status, created_at, updated_at)
      select d.car_make, d.car_model, d.car_year, d.car_color,
        upper(replace(d.car_plate_number, ' ', '')),
        (case d.car_type when 'luxury' then 'first_class' when 'minivan' then 'business_van'
          else 'business_class' end)::service_type,
        coalesce(d.car_capacity, 3), case when d.car_type = 'minivan' then 5 else 3 end,
        'PHV' || lpad(d.driver_id::text, 6, '0'),
        current_date + ((d.driver_id * 53) % 365 + 40) * interval '1 day',
        current_date + ((d.driver_id * 7) % 45 - 5) * interval '1 day',
        current_date + ((d.driver_id * 29) % 300 + 20) * interval '1 day',
        (case when d.status = 'Unavailable' then 'off_road' else 'active' end)::vehicle_status,
        d.created_at, d.created_at
      from ${batchDrivers} d
      where d.has_vehicle = 'yes' and d.car_plate_number is not null
      on conflict (registration_plate) do nothing`,
    sql`insert into vehicle_drivers (vehicle_id, driver_id)
      select v.vehicle_id, d.driver_id
      from ${batchDrivers} d
      join vehicles v on v.registration_plate = upper(replace(d.car_plate_number, ' ', ''))
      where d.status <> 'Under Review'
      on conflict do nothing`,
  ];
}
