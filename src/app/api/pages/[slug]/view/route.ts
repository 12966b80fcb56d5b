import { z } from "zod";
import { slugSchema } from "@/lib/validations/content-page";
import { getRequestUser } from "@/server/auth/request-session";
import { ok } from "@/server/http/envelope";
import { route } from "@/server/http/route";
import { countPageView, isLikelyBot, isPrefetch } from "@/server/pages/count-view";

const params = z.object({ slug: z.string() });

/**
 * POST /api/pages/{slug}/view: the page's beacon after a person has seen it. Bots, prefetches
 * and administrators are answered the same way but not counted.
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
  const user = await getRequestUser(request);
  if (user?.role === "admin") return ok({ counted: false });
  return ok({ counted: await countPageView(slug.data) });
});
