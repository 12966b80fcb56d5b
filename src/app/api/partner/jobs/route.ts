import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { requirePartner } from "@/server/partners/guards";
import { listPartnerJobs } from "@/server/partners/partner-jobs";

export const dynamic = "force-dynamic";

/** GET /api/partner/jobs: the partner's open job offers and the jobs it accepted (its own only). */
export const GET = route(async (request) => {
  const { partner } = await requirePartner(request);
  const jobs = await listPartnerJobs(partner.partner_id);
  return ok(jobs, { headers: { "cache-control": "no-store" } });
});
