import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Types into an address field and picks a suggestion. The list re-renders as each keystroke's
 * answer arrives, so a click can land on an option that is being replaced; then the field still
 * holds the typed text and the pick is tried again, as a person would click again.
 */
export async function chooseAddress(
  scope: Locator | Page,
  label: string,
  typed: string,
  option: RegExp,
): Promise<void> {
  const field = scope.getByRole("combobox", { name: label });
  await field.click();
  await field.fill(typed);
  await expect(async () => {
    await scope.getByRole("option", { name: option }).first().click({ timeout: 3_000 });
    await expect(field).not.toHaveValue(typed, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
