// Component tests stand in for the network with one jest double per file. Call this at the top
// level of a test file: it clears every mock and puts the double back on global.fetch before
// each test, so no answer queued by one test leaks into the next.
export function installFetchMock(): jest.Mock {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.clearAllMocks();
    global.fetch = fetchMock;
  });
  return fetchMock;
}

/** What a route answers with `{ success: true, message, data }`, as fetch resolves it. */
export function okAnswer<T>(data: T, message: string, status = 200) {
  return { ok: true, status, json: async () => ({ success: true, message, data }) };
}

/** A 400 with field errors, the way the API refuses bad input. */
export function fieldErrorsAnswer(
  errors: Record<string, string>,
  message = "Please correct the highlighted fields",
) {
  return { ok: false, status: 400, json: async () => ({ success: false, message, errors }) };
}
