import type { UserRow } from "@/server/db/schema";
import { createUser } from "@test/factories";
import { pageBody, pageIdOf, pagesApi, type Caller } from "@test/admin-pages";
import type { CallResult } from "@test/route-client";

let admin: UserRow;
let aboutId: number;
const roles: Record<string, UserRow> = {};

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  for (const role of ["customer", "driver", "partner"] as const)
    roles[role] = await createUser({ role });
  aboutId = await pageIdOf("about");
});

// Every endpoint, called as someone: the authorization matrix runs each of them.
const endpoints: Record<string, (user: Caller) => Promise<CallResult<unknown>>> = {
  "GET /pages": (user) => pagesApi.list(user),
  "POST /pages": (user) => pagesApi.create(user, pageBody()),
  "GET /pages/{id}": (user) => pagesApi.get(user, aboutId),
  "PUT /pages/{id}": (user) => pagesApi.save(user, aboutId, pageBody({ slug: "about" })),
  "DELETE /pages/{id}": (user) => pagesApi.remove(user, aboutId),
  "POST /pages/{id}/unpublish": (user) => pagesApi.unpublish(user, aboutId),
  "GET /pages/{id}/revisions": (user) => pagesApi.revisions(user, aboutId),
  "GET /pages/{id}/revisions/{rid}": (user) => pagesApi.revision(user, aboutId, 1),
  "POST /pages/{id}/revisions/{rid}/restore": (user) => pagesApi.restore(user, aboutId, 1),
};

describe.each(Object.entries(endpoints))("%s", (_name, send) => {
  it("answers 401 without a session", async () => {
    const res = await send(null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false });
  });

  it.each(["customer", "driver", "partner"])("answers 403 to a %s", async (role) => {
    const res = await send(roles[role]!);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false });
  });
});

describe("unknown and malformed ids", () => {
  it.each(["999999", "0", "abc", "-1", "99999999999"])("answer 404 for page %s", async (id) => {
    for (const res of [
      await pagesApi.get(admin, id),
      await pagesApi.save(admin, id, pageBody()),
      await pagesApi.remove(admin, id),
      await pagesApi.unpublish(admin, id),
      await pagesApi.revisions(admin, id),
      await pagesApi.revision(admin, id, 1),
      await pagesApi.restore(admin, id, 1),
    ])
      expect(res.status).toBe(404);
  });

  it("answers 404 for another page's revision and a missing one", async () => {
    const other = await pagesApi.create(admin, pageBody());
    const otherId = (other.body as { data: { page_id: number } }).data.page_id;
    const otherRevisions = await pagesApi.revisions(admin, otherId);
    const [first] = (otherRevisions.body as { data: { revision_id: number }[] }).data;
    expect((await pagesApi.revision(admin, aboutId, first!.revision_id)).status).toBe(404);
    expect((await pagesApi.restore(admin, aboutId, first!.revision_id)).status).toBe(404);
    expect((await pagesApi.revision(admin, aboutId, 999999)).body).toMatchObject({
      message: "Revision not found",
    });
  });
});

describe("malformed bodies", () => {
  it.each([
    ["not JSON", "{title:"],
    ["an empty body", ""],
    ["an array", "[]"],
  ])("answer 400 for %s", async (_name, body) => {
    const created = await pagesApi.create(admin, body);
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ success: false });
    const saved = await pagesApi.save(admin, aboutId, body);
    expect(saved.status).toBe(400);
  });
});
