import { jobListParamsSchema } from "@/lib/validations/jobs";
import { listAction } from "@/server/http/json-action";
import { listJobs } from "@/server/jobs/admin-jobs";

export const dynamic = "force-dynamic";

/** GET /api/admin/jobs: the queue (status, kind, q on the dedupe key, pages, sort). */
export const GET = listAction({ role: "admin", query: jobListParamsSchema }, listJobs);
