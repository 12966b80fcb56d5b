import "server-only";
import { sql, type SQL } from "drizzle-orm";

/**
 * The demo's working chauffeurs: twelve approved, Available drivers with accounts (they sign in
 * with the demo customers' password), each with a vehicle of their own: five Business Class,
 * four First Class, three Business Vans. A few documents are chosen so the dispatch board has
 * reasons to show: one MOT lapsed (that chauffeur cannot be assigned), and a driving licence,
 * an insurance policy and a PHV vehicle licence expiring within 30 days.
 */
export const DEMO_FLEET_SIZE = 12;

const FIRST = [
  "Daniel",
  "Aisha",
  "Marek",
  "Grace",
  "Kwame",
  "Sofia",
  "Liam",
  "Hana",
  "Victor",
  "Maya",
  "Ibrahim",
  "Eleanor",
];
const LAST = [
  "Reid",
  "Rahman",
  "Kowalski",
  "Adeyemi",
  "Boateng",
  "Rossi",
  "Doyle",
  "Sato",
  "Petrov",
  "Lindqvist",
  "Haddad",
  "Price",
];

export type DemoClass = "business_class" | "first_class" | "business_van";

/** Chauffeur n (1-based) drives a car of this class. */
export function demoFleetClass(n: number): DemoClass {
  return n <= 5 ? "business_class" : n <= 9 ? "first_class" : "business_van";
}

/** The chauffeur whose vehicle's MOT has lapsed: never given a job from today on. */
export const DEMO_LAPSED_CHAUFFEUR = 5;

export function demoFleetEmail(tag: string, n: number): string {
  return `chauffeur.${tag}.${n}@example.com`;
}

const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(",")}]`);

export function demoFleetSql(tag: string, now: Date): SQL[] {
  const today = sql`(${now.toISOString()}::timestamptz at time zone 'Europe/London')::date`;
  const fleet = sql`(select * from drivers where email like ${`chauffeur.${tag}.%`})`;
  // Plates unique to the batch (its tag's last three characters), so a second demo run adds cars.
  const suffix = tag.slice(-3).toUpperCase().padStart(3, "X");
  return [
    sql`insert into users (first_name, last_name, email, phone_number, role, password_hash, created_at)
      select (${textArray(FIRST)})[g], (${textArray(LAST)})[g],
        'chauffeur.' || ${tag} || '.' || g || '@example.com', '+4477009' || lpad((80000 + g)::text, 5, '0'),
        'driver', (select password_hash from users where email like ${`demo.${tag}.%`} limit 1),
        ${now.toISOString()}::timestamptz - (400 + g * 10) * interval '1 day'
      from generate_series(1, ${DEMO_FLEET_SIZE}) as g`,
    sql`insert into drivers (user_id, first_name, last_name, email, phone_number, address, date_of_birth,
        national_insurance_number, private_hire_license_number, driving_license_number,
        driving_license_expiry_date, experience, date_first_available, preferred_shift, working_days,
        status, has_vehicle, car_make, car_model, car_year, car_color, car_plate_number, car_type,
        car_capacity, rating, total_trips, approved_at, created_at, updated_at)
      select u.user_id, u.first_name, u.last_name, u.email, u.phone_number,
        g || ' Chauffeur Mews, London', (date '1975-01-01' + g * 400),
        'QQ' || lpad((100000 + g)::text, 6, '0') || 'C', 'PHDL' || lpad((204000 + g * 17)::text, 6, '0'),
        upper(left(u.last_name, 5)) || '80' || lpad(g::text, 4, '0') || 'AB9CD',
        -- Chauffeur 9's driving licence runs out within 30 days.
        case when g = 9 then ${today} + 12 else ${today} + 200 + g * 45 end,
        (5 + g) || ' years of executive chauffeuring', (u.created_at at time zone 'Europe/London')::date,
        (array['day','night','flexible'])[1 + g % 3]::preferred_shift, '5 days a week',
        'Available', 'yes', 'Mercedes-Benz',
        case when g <= 5 then 'E-Class' when g <= 9 then 'S-Class' else 'V-Class' end,
        2021 + g % 4, (array['Black','Obsidian Black','Silver'])[1 + g % 3],
        (array['LA','LB','LC','LD','LE','LF','LG','LH','LJ','LK','LL','LM'])[g] || '7' || (g % 10) || ${suffix},
        (case when g <= 5 then 'sedan' when g <= 9 then 'luxury' else 'minivan' end)::car_type,
        case when g <= 9 then 3 else 7 end,
        4.5 + (g % 5) / 10.0, 150 + g * 23,
        u.created_at + interval '10 days', u.created_at, u.created_at
      from users u cross join lateral (select split_part(split_part(u.email, '@', 1), '.', 3)::int as g) as n
      where u.email like ${`chauffeur.${tag}.%`}`,
    sql`insert into vehicles (make, model, year, colour, registration_plate, service_class,
        passenger_capacity, luggage_capacity, phv_licence_number, phv_licence_expiry, mot_expiry,
        insurance_expiry, status, created_at, updated_at)
      select d.car_make, d.car_model, d.car_year, d.car_color, d.car_plate_number,
        (case when n.g <= 5 then 'business_class' when n.g <= 9 then 'first_class'
          else 'business_van' end)::service_type,
        case when n.g <= 5 then 3 when n.g <= 9 then 3 else 7 end,
        case when n.g <= 9 then 3 else 7 end,
        'PHV' || lpad((310000 + n.g)::text, 6, '0'),
        -- Chauffeur 3's PHV vehicle licence expires within 30 days.
        case when n.g = 3 then ${today} + 26 else ${today} + 90 + n.g * 20 end,
        -- Chauffeur 5's MOT lapsed four days ago.
        case when n.g = ${DEMO_LAPSED_CHAUFFEUR} then ${today} - 4 else ${today} + 60 + n.g * 15 end,
        -- Chauffeur 11's insurance expires within 30 days.
        case when n.g = 11 then ${today} + 21 else ${today} + 120 + n.g * 10 end,
        'active', d.created_at, d.created_at
      from ${fleet} d cross join lateral (select split_part(split_part(d.email, '@', 1), '.', 3)::int as g) as n
      on conflict (registration_plate) do nothing`,
    sql`insert into vehicle_drivers (vehicle_id, driver_id)
      select v.vehicle_id, d.driver_id from ${fleet} d
      join vehicles v on v.registration_plate = d.car_plate_number
      on conflict do nothing`,
  ];
}
