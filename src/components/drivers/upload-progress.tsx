import { ProgressBar } from "@/components/ui/progress-bar";

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
      <ProgressBar
        label="Uploading photos"
        value={progress}
        barClassName="bg-neutral-900 transition-[width]"
      />
      <p role="status" className="text-sm text-neutral-700">
        {label}
      </p>
    </div>
  );
}
