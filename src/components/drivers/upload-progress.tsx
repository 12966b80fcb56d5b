/**
 * What the applicant sees while the application is sent: the photos being made smaller, then
 * how much of the upload has gone (a slow phone uplink takes half a minute for nine photos).
 */
export function UploadProgress({ progress }: { progress: "preparing" | number }) {
  if (progress === "preparing")
    return (
      <p role="status" className="text-sm text-neutral-700">
        Preparing photos...
      </p>
    );
  const label =
    progress >= 100 ? "Photos uploaded, finishing..." : `Uploading photos: ${progress}%`;
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Uploading photos"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className="h-full bg-neutral-900 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p role="status" className="text-sm text-neutral-700">
        {label}
      </p>
    </div>
  );
}
