/** Saved settings as the page hands them to the form, and a fetch stand-in keyed by route. */
export const SAVED = {
  general: {
    site_name: "Apex Chauffeurs",
    site_description: "Chauffeurs for airports and events.",
    timezone: "UTC" as const,
    language: "en" as const,
    support_email: "hello@apex.example",
    support_phone: "+442079460321",
    business_address: "1 Mayfair Place, London",
    countries_count: 50,
    cities_count: 300,
  },
  notifications: { email_notifications: true, marketing_emails: false },
  dispatch: {
    turnaround_buffer_minutes: 30,
    setup_buffer_minutes: 15,
    offer_expiry_seconds: 600,
    driver_share_percent: 70,
  },
  billing: { vat_registration_number: "", vat_rate_percent: 20 },
};

export interface Answer {
  status?: number;
  body: unknown;
}

export type Routes = Record<string, Answer | ((init: RequestInit) => Answer)>;

/** `fetch` answering `"METHOD /path"` from the table; anything else fails the test loudly. */
export function mockFetch(routes: Routes): jest.Mock {
  const mock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? "GET"} ${url}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected request ${key}`);
    const { status = 200, body } = typeof route === "function" ? route(init) : route;
    return { ok: status < 400, status, json: async () => body };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The JSON body of the n-th call to `key`. */
export function sentBody(mock: jest.Mock, key: string, nth = 0): unknown {
  const calls = mock.mock.calls.filter(
    ([url, init]: [string, RequestInit | undefined]) => `${init?.method ?? "GET"} ${url}` === key,
  );
  const init = calls[nth]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
