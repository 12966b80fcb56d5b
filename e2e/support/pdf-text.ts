import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";

/** A PDF's text, pages merged (unpdf, as the receipt's integration tests read it). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

/** The text of a PDF the browser saved (a Playwright download's path). */
export async function pdfFileText(path: string): Promise<string> {
  return pdfText(new Uint8Array(await readFile(path)));
}
