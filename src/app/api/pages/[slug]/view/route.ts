import { z } from "zod";
import { slugSchema } from "@/lib/validations/content-page";
import { optionalUser } from "@/server/auth/guards";
import { clientAddress } from "@/server/http/client-address";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { countPageView, isLikelyBot, isPrefetch } from "@/server/pages/count-view";

const params = z.object({ slug: z.string() });

/**
 * POST /api/pages/{slug}/view: the page's beacon after a person has seen it, counted once per
 * visitor (address), page and day. Bots, prefetches, administrators and repeat views are
 * answered the same way but not counted.
 */
export const POST = route({ params }, async (request, { params }) => {
  const slug = slugSchema.safeParse(params.slug);
  if (
    !slug.success ||
    isLikelyBot(request.headers.get("user-agent")) ||
    isPrefetch(request.headers)
  ) {
    return ok({ counted: false });
  }
  // Only to leave administrators' views uncounted: no administrator power is used here.
  const user = await optionalUser(request, { allowUnenrolledAdmin: true });
  if (user?.role === "admin") return ok({ counted: false });
  return ok({ counted: await countPageView({ slug: slug.data, visitor: clientAddress(request) }) });
});
