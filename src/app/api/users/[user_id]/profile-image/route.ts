import { requireUser } from "@/server/auth/guards";
import { ok } from "@/server/http/envelope";
import { AppError, badRequest } from "@/server/http/errors";
import { route } from "@/server/http/route";
import {
  MAX_UPLOAD_BYTES,
  removeProfileImage,
  replaceProfileImage,
} from "@/server/users/profile-image";
import { loadAccessibleUser } from "@/server/users/queries";
import { userIdParamsSchema } from "@/lib/validations/ids";

// Room for the multipart framing around a maximum-size file.
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

async function readUpload(request: Request): Promise<Buffer> {
  if (Number(request.headers.get("content-length") ?? "0") > MAX_REQUEST_BYTES) {
    throw new AppError("PAYLOAD_TOO_LARGE", "The image must be 5 MB or smaller.");
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest("Send the image as multipart form data in the field profile_image.");
  }
  const file = form.get("profile_image");
  if (!(file instanceof Blob)) {
    throw badRequest("Please choose an image to upload.", {
      profile_image: "Please choose an image to upload.",
    });
  }
  if (file.size > MAX_UPLOAD_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "The image must be 5 MB or smaller.");
  return Buffer.from(await file.arrayBuffer());
}

export const POST = route({ params: userIdParamsSchema }, async (request, { params }) => {
  const caller = await requireUser(request);
  const user = await loadAccessibleUser(caller, params.user_id);
  const bytes = await readUpload(request);
  const profileImage = await replaceProfileImage({ userId: user.user_id, bytes });
  return ok({ profile_image: profileImage }, { message: "Profile photo updated successfully." });
});

export const DELETE = route({ params: userIdParamsSchema }, async (request, { params }) => {
  const caller = await requireUser(request);
  const user = await loadAccessibleUser(caller, params.user_id);
  await removeProfileImage(user.user_id);
  return ok(null, { message: "Profile photo removed successfully." });
});
