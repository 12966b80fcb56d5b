import "server-only";
import { z } from "zod";
import { PARTNER_TICKET_STATUSES } from "@/server/db/schema/partner-tickets";
import { listParamsSchema } from "@/server/http/list-params";

/** The tickets inbox's URL: `status` (Open or Closed; none for all) on the shared list params. */
export const ticketListParamsSchema = listParamsSchema({
  sorts: ["created_at"],
  filters: {
    status: z
      .enum(PARTNER_TICKET_STATUSES, {
        error: `Status must be one of ${PARTNER_TICKET_STATUSES.join(", ")}`,
      })
      .optional(),
  },
});
