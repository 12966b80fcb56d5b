import { z } from "zod";
import { idParam } from "./ids";

/** `/api/admin/partners/[id]`: a malformed id answers 404 like a missing partner. */
export const partnerIdParamsSchema = z.object({ id: idParam });
