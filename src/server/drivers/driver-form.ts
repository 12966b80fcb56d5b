import "server-only";
import type { z } from "zod";
import {
  ADMIN_DRIVER_CREATE_FIELDS,
  adminDriverCreateRequestSchema,
} from "@/lib/validations/driver-admin";
import {
  DRIVER_APPLICATION_FIELDS,
  driverApplicationSchema,
} from "@/lib/validations/driver-application";
import { DRIVER_MESSAGES } from "@/lib/validations/driver-fields";
import { actorFromUser } from "@/server/audit/actor";
import type { SessionUser } from "@/server/auth/session";
import { AppError, badRequest, type FieldErrors } from "@/server/http/errors";
import { readMultipart } from "@/server/http/multipart";
import { consumeRateLimit } from "@/server/http/rate-limit";
import { disallowedCharacterErrors, fieldErrorsFrom } from "@/server/http/validation";
import type { CreateDriverInput } from "./create-driver";
import { driverFormLimits } from "./driver-uploads";

/** Applications per address and hour: a person corrects a form a few times, a script more. */
export const APPLICATION_LIMITS = { perAddress: 10, windowSeconds: 60 * 60 } as const;
export const APPLICATION_LIMIT_MESSAGE =
  "Too many applications from this address. Please try again later.";

/** Counted before the body is read: the limit guards the endpoint, not only successes. */
export function consumeApplicationLimit(address: string): Promise<void> {
  return consumeRateLimit({
    key: `driver-application:address:${address}`,
    limit: APPLICATION_LIMITS.perAddress,
    windowSeconds: APPLICATION_LIMITS.windowSeconds,
    message: APPLICATION_LIMIT_MESSAGE,
  });
}

function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string | undefined>) {
  const nul = disallowedCharacterErrors(fields);
  if (Object.keys(nul).length > 0) return { errors: nul };
  const result = schema.safeParse(fields);
  return result.success
    ? { data: result.data as z.output<S>, errors: {} as FieldErrors }
    : { errors: fieldErrorsFrom(result.error) };
}

function refuse(errors: FieldErrors): never {
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  throw new AppError("BAD_REQUEST", "Invalid request");
}

/**
 * Reads POST /api/drivers: a visitor's application (both steps' fields, the driver picture and
 * at least one car picture, always Under Review) or an administrator's Add New Driver (any
 * status, pictures optional). Field and file errors come back together, each under its name.
 */
export async function readDriverForm(
  request: Request,
  admin: SessionUser | null,
): Promise<CreateDriverInput> {
  const names = admin ? ADMIN_DRIVER_CREATE_FIELDS : DRIVER_APPLICATION_FIELDS;
  const { files, fields } = await readMultipart(request, driverFormLimits(names));
  if (admin) {
    const parsed = parseFields(adminDriverCreateRequestSchema, fields);
    if (!parsed.data) refuse(parsed.errors);
    const { status, ...data } = parsed.data;
    return { data, status, files, actor: actorFromUser(admin), channel: "console" };
  }
  const parsed = parseFields(driverApplicationSchema, fields);
  const errors: FieldErrors = { ...parsed.errors };
  if (files.driver_picture.length === 0) errors.driver_picture = DRIVER_MESSAGES.driverPicture;
  if (files.car_pictures.length === 0) errors.car_pictures = DRIVER_MESSAGES.carPictures;
  if (!parsed.data || Object.keys(errors).length > 0) refuse(errors);
  const data = parsed.data;
  return {
    data,
    status: "Under Review",
    files,
    actor: {
      kind: "system",
      id: null,
      label: `Applicant ${data.first_name} ${data.last_name} <${data.email}>`,
    },
    channel: "application",
  };
}
