// The data `npm run bench:pages` needs: a customer registered and signed in through next-auth
// (its session cookie), a booking created through the API for the payment step, and a booking
// draft as the home form stores it for the first three steps.
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
  const sessionCookie = { name, value: value.join("=") };

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
  const draftId = randomUUID();
  return {
    sessionCookie,
    bookingId: created.data.booking_id,
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
