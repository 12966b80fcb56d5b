import type { Page } from "@playwright/test";
import { expect, FROM_THIS_MACHINE } from "./fixtures";

/**
 * The text of the newest outbox e-mail of `template` to `to`. Mail is delivered after the
 * answer that queued it, so this asks again until it is there (or 15 s have passed).
 */
export async function outboxText(page: Page, to: string, template: string): Promise<string> {
  let text = "";
  await expect(async () => {
    const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`, {
      headers: FROM_THIS_MACHINE,
    });
    const mails = ((await outbox.json()) as { data: { template: string; text: string }[] }).data;
    const mail = mails.find((item) => item.template === template);
    expect(mail).toBeDefined();
    text = mail?.text ?? "";
    expect(text).not.toBe("");
  }).toPass({ timeout: 15_000 });
  return text;
}
