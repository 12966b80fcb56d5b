import "server-only";

/** A generated PDF as a download that no cache keeps (it holds a partner's bank-side figures). */
export function pdfResponse(file: { bytes: Uint8Array; filename: string }): Response {
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${file.filename}"`,
      "cache-control": "private, no-store",
    },
  });
}
