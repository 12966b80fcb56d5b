/**
 * The return step's form: one way, or a return with its own date and time after the outbound
 * pickup. The booking payload checks the same order again on the server (create-booking.ts).
 */
import { z } from "zod";
import { isValidIsoDate, isValidTime, normalizeTime } from "@/lib/time-rules";
import { RETURN_DATE_TIME_MESSAGE } from "./booking/constants";

export const RETURN_AFTER_OUTBOUND_MESSAGE = "Return pickup must be after the outbound pickup";

export interface ReturnTransferValues {
  trip: "one_way" | "return";
  date: string;
  time: string;
}

/** `outbound` is the draft's pickup, "yyyy-MM-dd" and "HH:mm:ss". */
export function returnTransferSchema(outbound: { date: string; time: string }) {
  return z
    .object({ trip: z.enum(["one_way", "return"]), date: z.string(), time: z.string() })
    .superRefine((values, ctx) => {
      if (values.trip === "one_way") return;
      if (!isValidIsoDate(values.date) || !isValidTime(values.time)) {
        // The spec's one message for a missing return date or time, under the first gap.
        const field = isValidIsoDate(values.date) ? "time" : "date";
        ctx.addIssue({ code: "custom", path: [field], message: RETURN_DATE_TIME_MESSAGE });
        return;
      }
      if (`${values.date} ${normalizeTime(values.time)}` <= `${outbound.date} ${outbound.time}`)
        ctx.addIssue({ code: "custom", path: ["date"], message: RETURN_AFTER_OUTBOUND_MESSAGE });
    });
}
