import { requireUser } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { readMultipart } from "@/server/http/multipart";
import { route } from "@/server/http/route";
import {
  PROFILE_IMAGE_UPLOAD,
  removeProfileImage,
  replaceProfileImage,
} from "@/server/users/profile-image";
import { loadAccessibleUser } from "@/server/users/queries";
import { userIdParamsSchema } from "@/lib/validations/ids";

export const POST = route({ params: userIdParamsSchema }, async (request, { params }) => {
  const caller = await requireUser(request);
  const user = await loadAccessibleUser(caller, params.user_id);
  const { files } = await readMultipart(request, PROFILE_IMAGE_UPLOAD);
  const profileImage = await replaceProfileImage({
    userId: user.user_id,
    file: files.profile_image[0]!,
  });
  return ok({ profile_image: profileImage }, { message: "Profile photo updated successfully." });
});

export const DELETE = route({ params: userIdParamsSchema }, async (request, { params }) => {
  const caller = await requireUser(request);
  const user = await loadAccessibleUser(caller, params.user_id);
  await removeProfileImage(user.user_id);
  return ok(null, { message: "Profile photo removed successfully." });
});
