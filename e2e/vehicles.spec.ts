import { randomInt } from "node:crypto";
import { checkA11y, expect, test } from "./support/fixtures";
import { SEEDED_ADMIN, signInThroughApi } from "./support/sign-in";

/**
 * Vehicle Management on the production build: the administrator adds a vehicle (the plate typed
 * in lower case with a space), finds it by that plate, and edits it, with document warnings.
 */
test("the administrator adds a vehicle, finds it by plate and edits it", async ({ page }) => {
  test.setTimeout(120_000);
  const plate = `ZX${randomInt(10, 100)} ${["KLM", "NPR", "STU"][randomInt(3)]}`;
  await signInThroughApi(page, SEEDED_ADMIN);

  await page.goto("/admin/vehicles");
  await expect(page.getByRole("heading", { level: 1, name: "Vehicles" })).toBeVisible();
  await checkA11y(page, "vehicles");

  await page.getByRole("button", { name: "Add Vehicle" }).click();
  const add = page.getByRole("dialog", { name: "Add Vehicle" });
  await add.getByLabel("Make").fill("Mercedes-Benz");
  await add.getByLabel("Model").fill("E-Class");
  await add.getByLabel("Year").fill("2024");
  await add.getByLabel("Colour").fill("Black");
  await add.getByLabel("Registration plate").fill(plate.toLowerCase());
  await add
    .getByLabel("MOT expiry")
    .fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
  await add.getByRole("button", { name: "Add Vehicle" }).click();
  await expect(add).toBeHidden();

  await page.getByRole("searchbox", { name: "Search" }).fill(plate.toLowerCase());
  await page.getByRole("button", { name: "Search" }).click();
  const row = page
    .getByRole("table", { name: "Vehicles" })
    .getByRole("row", { name: new RegExp(plate) });
  await expect(row).toContainText("MOT expires in 10 days");

  await row.getByRole("button", { name: `Edit ${plate}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit Vehicle ${plate}` });
  await edit.getByLabel("Colour").fill("Blue");
  await edit.getByRole("button", { name: "Save Vehicle" }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText("Blue");
});
