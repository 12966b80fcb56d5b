// The data `npm run bench:pages` needs: a customer registered and signed in through next-auth
// (its session cookie), a booking created through the API for the payment step, a booking
// draft as the home form stores it for the first three steps, and a partner registered and
// approved by the embedded administrator, whose guest page (/p/{slug}) is then public, and a
// chauffeur added and approved by that administrator, who sets a password from the approval
// e-mail's link (read from the outbox as the administrator) and is given two of the customer's
// bookings: one assigned (the next job) and one offered, so the jobs page is not empty.
import { randomUUID } from "node:crypto";

const daysAhead = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function json(response) {
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

function cookiesOf(response) {
  return response.headers.getSetCookie().map((line) => line.split(";")[0]);
}

/** Signs in through next-auth's credentials endpoint; answers the session cookie's pair. */
async function signInCookie(base, email, password) {
  const csrfResponse = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrfResponse.json();
  const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiesOf(csrfResponse).join("; "),
      origin: base,
    },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesOf(signIn).find((pair) => pair.includes("session-token="));
  if (!session) throw new Error(`sign-in answered ${signIn.status} without a session cookie`);
  const [name, ...value] = session.split("=");
  return { name, value: value.join("=") };
}

// The administrator the embedded database is seeded with (src/env.ts, DEV_ADMIN_*).
const EMBEDDED_ADMIN = { email: "admin@example.com", password: "admin-password-2026" };

/** A partner registered as a visitor would, then approved: its slug names a public page. */
async function activePartnerSlug(base) {
  const tag = Date.now().toString(36);
  const headers = { "content-type": "application/json", origin: base };
  const registered = await json(
    await fetch(`${base}/api/partners/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        contactPersonName: "Bench Contact",
        contactPersonEmail: `bench-contact-${tag}@example.com`,
        contactPersonPhone: "+44 7700 900001",
        companyName: `Bench ${tag} Travel`,
        companyPhone: "+44 20 7946 0001",
        companyAddress: "1 Bench Road, London",
        companyRegistration: "01234567",
        email: `bench-partner-${tag}@example.com`,
        password: "bench-partner-password-1",
        confirmPassword: "bench-partner-password-1",
      }),
    }),
  );
  const admin = await signInCookie(base, EMBEDDED_ADMIN.email, EMBEDDED_ADMIN.password);
  await json(
    await fetch(`${base}/api/admin/partners/${registered.data.partner_id}`, {
      method: "PATCH",
      headers: { ...headers, cookie: `${admin.name}=${admin.value}` },
      body: JSON.stringify({ status: "Active" }),
    }),
  );
  return registered.data.slug;
}

/** A signed-in JSON call (the administrator's, or the chauffeur's); answers the envelope's data. */
async function adminCall(base, admin, method, pathname, body) {
  const response = await fetch(`${base}${pathname}`, {
    method,
    headers: {
      "content-type": "application/json",
      origin: base,
      cookie: `${admin.name}=${admin.value}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await json(response)).data;
}

/** Added by the administrator (Add New Driver), approved, and given a password: its session. */
async function approvedDriverCookie(base, admin, suffix = "") {
  const tag = `${Date.now().toString(36)}${suffix}`;
  const email = `bench-driver-${tag}@example.com`;
  const password = "bench-driver-password-1";
  const form = new FormData();
  const fields = {
    first_name: "Bench",
    last_name: "Driver",
    email,
    phone_number: "+44 7700 900002",
    address: "1 Station Road, London",
    date_of_birth: "1985-04-01",
    national_insurance_number: "QQ123456C",
    private_hire_license_number: "PHL-12345",
    driving_license_number: `DRV${tag.toUpperCase()}`,
    driving_license_expiry_date: daysAhead(400),
    experience: "6 years of executive driving",
    date_first_available: daysAhead(0),
    preferred_shift: "day",
    working_days: "7 days a week",
    has_vehicle: "no",
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const created = await json(
    await fetch(`${base}/api/drivers`, {
      method: "POST",
      headers: { origin: base, cookie: `${admin.name}=${admin.value}` },
      body: form,
    }),
  );
  const driverId = created.data.driver_id;
  await adminCall(base, admin, "POST", `/api/drivers/${driverId}/approve`, {});
  // The approval e-mail is queued after the commit: read the outbox until it is there.
  let token = "";
  for (let tries = 0; tries < 50 && !token; tries += 1) {
    const mails = await adminCall(
      base,
      admin,
      "GET",
      `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    );
    const text = mails.find((mail) => mail.template === "driver-approved")?.text ?? "";
    token = decodeURIComponent(/set-password\?token=([\w%-]+)/.exec(text)?.[1] ?? "");
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (!token) throw new Error(`no driver-approved e-mail for ${email}`);
  await json(
    await fetch(`${base}/api/auth/reset-password-with-token`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ token, newPassword: password }),
    }),
  );
  return { driverId, cookie: await signInCookie(base, email, password) };
}

/**
 * A live ride for the trip page (/trip/{token}): a booking of the customer's given to a second
 * chauffeur (the first one's jobs page keeps its assigned and offered cards), who sets off and
 * sends a position, so the page paints the car on the drawn map; the customer's "Follow your
 * ride" button then issues the link (a 303 to the page).
 */
async function liveTripPath(base, admin, customer, booking) {
  const driver = await approvedDriverCookie(base, admin, "t");
  const created = await json(
    await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        cookie: `${customer.name}=${customer.value}`,
      },
      body: JSON.stringify({ ...booking, booking_date: daysAhead(3), pickup_sign: "Ms Bench" }),
    }),
  );
  const bookingId = created.data.booking_id;
  await adminCall(base, admin, "PUT", `/api/bookings/${bookingId}`, { status: "confirmed" });
  const assignment = await adminCall(
    base,
    admin,
    "POST",
    `/api/admin/bookings/${bookingId}/assignments`,
    {
      driverId: driver.driverId,
    },
  );
  const chauffeur = driver.cookie;
  const assignmentId = assignment.assignment_id;
  await adminCall(base, chauffeur, "POST", `/api/driver/jobs/${assignmentId}/status`, {
    to: "on_the_way",
  });
  await adminCall(base, chauffeur, "POST", `/api/driver/jobs/${assignmentId}/position`, {
    lat: 51.49,
    lng: -0.3,
    accuracy: 10,
    heading: 270,
  });
  const follow = await fetch(`${base}/api/bookings/${bookingId}/trip-link?car=1`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, cookie: `${customer.name}=${customer.value}` },
  });
  const location = follow.headers.get("location") ?? "";
  if (follow.status !== 303 || !location.startsWith("/trip/"))
    throw new Error(`Follow your ride answered ${follow.status} ${location}`);
  return location;
}

/** The customer's bookings, confirmed by the administrator: one assigned, one offered. */
async function giveDriverJobs(base, admin, customer, driverId, booking) {
  const bookingOn = async (days) =>
    (
      await json(
        await fetch(`${base}/api/bookings`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: base,
            cookie: `${customer.name}=${customer.value}`,
          },
          body: JSON.stringify({
            ...booking,
            booking_date: daysAhead(days),
            pickup_sign: "Ms Bench",
          }),
        }),
      )
    ).data.booking_id;
  const assigned = await bookingOn(1);
  const offered = await bookingOn(2);
  for (const id of [assigned, offered])
    await adminCall(base, admin, "PUT", `/api/bookings/${id}`, { status: "confirmed" });
  await adminCall(base, admin, "POST", `/api/admin/bookings/${assigned}/assignments`, { driverId });
  await adminCall(base, admin, "POST", `/api/admin/bookings/${offered}/offers`, {
    offers: [{ driverId }],
    expiresInSeconds: 1800,
  });
}

export async function prepareAccount(base) {
  const email = `bench-pages-${Date.now()}@example.com`;
  const password = "bench-pages-password-1";
  const headers = { "content-type": "application/json", origin: base };
  await json(
    await fetch(`${base}/api/auth/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        first_name: "Bench",
        last_name: "Pages",
        phone_number: "+44 7700 900000",
        email,
        address: "1 Bench Street",
        city: "London",
        state_province: "Greater London",
        zip_postal_code: "SW1A 1AA",
        country: "United Kingdom",
        password,
      }),
    }),
  );
  const sessionCookie = await signInCookie(base, email, password);
  const { name } = sessionCookie;

  const draftBase = {
    bookingType: "point_to_point",
    destinationCountry: "uk",
    pickupLocation: "Heathrow Airport (LHR), Hounslow TW6, United Kingdom",
    pickupCoordinates: { lat: 51.47, lng: -0.4543 },
    dropoffLocation: "Big Ben, London SW1A 0AA, United Kingdom",
    dropoffCoordinates: { lat: 51.5007, lng: -0.1246 },
    date: daysAhead(5),
    time: "10:00:00",
    passengers: 2,
    luggage: 2,
  };
  const created = await json(
    await fetch(`${base}/api/bookings`, {
      method: "POST",
      headers: { ...headers, cookie: `${name}=${sessionCookie.value}` },
      body: JSON.stringify({
        booking_type: "point_to_point",
        pickup_location: draftBase.pickupLocation,
        dropoff_location: draftBase.dropoffLocation,
        destination_country: "uk",
        booking_date: draftBase.date,
        booking_time: "10:00",
        number_of_passengers: 2,
        number_of_luggage: 2,
        service_type: "first_class",
        is_self_booking: true,
        return_trip: { booking_date: daysAhead(9), booking_time: "18:00" },
      }),
    }),
  );
  const admin = await signInCookie(base, EMBEDDED_ADMIN.email, EMBEDDED_ADMIN.password);
  const driver = await approvedDriverCookie(base, admin);
  await giveDriverJobs(base, admin, sessionCookie, driver.driverId, {
    booking_type: "point_to_point",
    pickup_location: draftBase.pickupLocation,
    dropoff_location: draftBase.dropoffLocation,
    destination_country: "uk",
    booking_time: "10:00",
    number_of_passengers: 2,
    number_of_luggage: 2,
    service_type: "business_class",
    is_self_booking: true,
  });
  const tripPath = await liveTripPath(base, admin, sessionCookie, {
    booking_type: "point_to_point",
    pickup_location: draftBase.pickupLocation,
    dropoff_location: draftBase.dropoffLocation,
    destination_country: "uk",
    booking_time: "10:00",
    number_of_passengers: 2,
    number_of_luggage: 2,
    service_type: "business_class",
    is_self_booking: true,
  });
  const draftId = randomUUID();
  return {
    tripPath,
    sessionCookie,
    driverCookie: driver.cookie,
    bookingId: created.data.booking_id,
    partnerSlug: await activePartnerSlug(base),
    draftId,
    draft: {
      id: draftId,
      status: "Pending",
      ...draftBase,
      serviceType: "first_class",
      returnTrip: { date: daysAhead(9), time: "18:00:00" },
    },
  };
}
