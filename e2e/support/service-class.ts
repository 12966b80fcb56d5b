import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Picks a class on the class page as a person does: a tap on its card (the radio inside is
 * visually hidden). The click waits until the card takes events, so a booking popup still
 * closing over the page cannot swallow it.
 */
export async function chooseServiceClass(page: Page, name: RegExp): Promise<void> {
  const radio = page.getByRole("radio", { name });
  await page.locator("label", { has: radio }).click();
  await expect(radio).toBeChecked();
}
