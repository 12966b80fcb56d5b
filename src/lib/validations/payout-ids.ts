import { z } from "zod";
import { idParam } from "./ids";

/** `/api/.../payouts/[id]`: a malformed id answers 404 like a missing payout. */
export const payoutIdParamsSchema = z.object({ id: idParam });
