import { zodResolver } from "@hookform/resolvers/zod";
import "@/lib/validations/default-messages";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import { VEHICLE_FIELDS, DRIVER_MESSAGES as M } from "@/lib/validations/driver-fields";
import { checkApplicationDates, driverStep2Schema } from "@/lib/validations/driver-application";

const pictureList = z.array(
  z.custom<File>((value) => typeof File !== "undefined" && value instanceof File),
);

/** Step 2 as the form checks it: the shared text rules, plus the two photo fields. */
export const step2FormSchema = z
  .strictObject({
    ...driverStep2Schema.shape,
    driver_picture: pictureList.min(1, M.driverPicture).max(1, "Choose one driver picture"),
    car_pictures: pictureList.min(1, M.carPictures),
  })
  .superRefine(checkApplicationDates);

export type Step2FormInput = z.input<typeof step2FormSchema>;
export type Step2FormOutput = z.output<typeof step2FormSchema>;

const baseResolver = zodResolver(step2FormSchema);

/** Vehicle fields are hidden, and so not checked, unless the applicant has a vehicle (spec §5). */
export const step2Resolver: Resolver<Step2FormInput, unknown, Step2FormOutput> = (
  values,
  context,
  options,
) => {
  if (values.has_vehicle === "yes") return baseResolver(values, context, options);
  const blanked = { ...values };
  for (const field of VEHICLE_FIELDS) blanked[field] = "";
  return baseResolver(blanked, context, options);
};
