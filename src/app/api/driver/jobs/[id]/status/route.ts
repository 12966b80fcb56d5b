import { JOB_STATE_INFO } from "@/lib/dispatch/job-moves";
import { driverJobIdParamsSchema, driverJobStatusSchema } from "@/lib/validations/driver-job";
import { stepOwnJob } from "@/server/driver-app/step-job";
import { ok } from "@/server/http/envelope";
import { jsonAction } from "@/server/http/json-action";

export const dynamic = "force-dynamic";

/**
 * POST /api/driver/jobs/{id}/status (drivers) with `{ to }`: the chauffeur's own job's next step.
 * The same step again answers 200 with the job unchanged; another chauffeur's job is 404; a step
 * out of order, on a cancelled or completed job, or a no show before the free waiting time is 409.
 */
export const POST = jsonAction(
  { role: "driver", params: driverJobIdParamsSchema, body: driverJobStatusSchema },
  async ({ user, actor, params, body }) => {
    const job = await stepOwnJob({
      assignmentId: params.id,
      userId: user.user_id,
      to: body.to,
      actor,
    });
    return ok(job, {
      message: `${JOB_STATE_INFO[job.status].label}`,
      headers: { "Cache-Control": "no-store" },
    });
  },
);
