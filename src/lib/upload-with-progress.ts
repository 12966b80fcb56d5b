/**
 * POST of a multipart body that reports how much of it has been sent. fetch has no upload
 * progress, so this one request goes through XMLHttpRequest; the answer is read exactly as
 * `apiRequest` reads it (same envelope, same typed result).
 */
import {
  envelopeResult,
  NETWORK_ERROR_MESSAGE,
  unreadableAnswer,
  type ApiResult,
} from "./api-client";

export interface UploadOptions {
  /** Called with the share of the body sent so far, 0-1. */
  onProgress?: (fraction: number) => void;
  /** The screen's words for a failure the server did not explain (network down, HTML page). */
  fallbackMessage?: string;
}

export function postWithProgress<T>(
  url: string,
  body: FormData,
  { onProgress, fallbackMessage }: UploadOptions = {},
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.withCredentials = true;
    request.setRequestHeader("x-requested-with", "XMLHttpRequest");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const status = request.status;
      const ok = status >= 200 && status < 300;
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.responseText);
      } catch {
        resolve(unreadableAnswer(status, fallbackMessage));
        return;
      }
      resolve(envelopeResult<T>({ status, ok }, parsed, fallbackMessage));
    });
    const networkFailure = () =>
      resolve({
        ok: false,
        status: 0,
        message: fallbackMessage ?? NETWORK_ERROR_MESSAGE,
        fieldErrors: {},
      });
    request.addEventListener("error", networkFailure);
    request.addEventListener("timeout", networkFailure);
    request.send(body);
  });
}
