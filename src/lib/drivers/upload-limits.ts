/**
 * Photo uploads of the driver application and the console (POST /api/drivers, PUT
 * /api/drivers/{id}/photo, POST /api/drivers/{id}/car-pictures).
 *
 * Decision: the browser resizes every photo before upload (longest side RESIZE_MAX_SIDE_PX,
 * JPEG), lowering quality and then size until it fits its share of the request
 * (lib/images/photo-budget.ts), so a driver picture plus MAX_CAR_PICTURES car pictures always
 * stays under a serverless function's 4.5 MB request limit. The server refuses a request over MAX_DRIVER_UPLOAD_BYTES
 * and a file over MAX_DRIVER_PHOTO_BYTES with 413, then checks, re-encodes and strips each file
 * itself, whatever the browser did.
 */
export const RESIZE_MAX_SIDE_PX = 1600;

/** One file, after the browser's resize (an unresized phone photo is larger and refused). */
export const MAX_DRIVER_PHOTO_BYTES = 3 * 1024 * 1024;
/** The whole multipart request: below Vercel's 4.5 MB body limit, framing included. */
export const MAX_DRIVER_UPLOAD_BYTES = 4_400_000;
export const MAX_CAR_PICTURES = 8;
/** The `accept` of the photo inputs: images only (HEIC is refused by the server). */
export const DRIVER_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";
/** Car pictures one driver may have in all (the console adds them a few at a time). */
export const MAX_CAR_PICTURES_PER_DRIVER = 16;
