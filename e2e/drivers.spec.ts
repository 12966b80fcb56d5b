import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";
import { outboxText } from "./support/outbox";
import { phoneCameraPhoto } from "./support/phone-photo";
import { SEEDED_ADMIN } from "./support/sign-in";

/** Driver recruitment and Driver Management, tried on a phone-sized screen on the production build. */

const PHONE = { width: 390, height: 844 };
const DRIVER_PASSWORD = "driver-password-2026";
/** The server's cap on the application's request (MAX_DRIVER_UPLOAD_BYTES). */
const REQUEST_CAP = 4_400_000;

test.use({ viewport: PHONE });

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

async function apply(page: Page, person: { first: string; last: string; email: string }) {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page
    .getByRole("navigation", { name: "Mobile" })
    .getByRole("link", { name: "Become a Driver" })
    .click();
  await expect(page).toHaveURL(/\/driver-registration$/);
  await expect(page.getByRole("heading", { name: "Premium Earnings" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill(person.first);
  await page.getByLabel("Last name").fill(person.last);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Phone number").fill("7700 900456");
  await page.reload();
  await expect(page.getByLabel("Email")).toHaveValue(person.email);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/driver-details$/);
  await checkA11y(page);

  await page.getByLabel("Address").fill("1 Kerb Street, London");
  await page.getByLabel("Date of birth").fill("1985-04-12");
  await page.getByLabel("National Insurance Number").fill("QQ123456C");
  await page.getByLabel("Private Hire License Number").fill("PHL-1234");
  await page.getByLabel("Driving License Number").fill(`DRV${randomBytes(4).toString("hex")}`);
  await page.getByLabel("Driving License Expiry Date").fill(daysFromNow(400));
  await page.getByLabel("Experience").fill("6 years");
  await page.getByLabel("Date first available").fill(daysFromNow(7));
  // Back to step 1 and forward again keeps what was typed.
  await page.getByRole("link", { name: "Back to step 1" }).click();
  await expect(page.getByLabel("First name")).toHaveValue(person.first);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Address")).toHaveValue("1 Kerb Street, London");

  await page.getByRole("radio", { name: "Yes" }).click();
  await page.getByLabel("Car Make").fill("Mercedes");
  await page.getByLabel("Car Model").fill("E-Class");
  await page.getByLabel("License Plate Number").fill("AB12 CDE");
  // One driver picture and the eight car pictures the picker allows, each a 4000x3000 phone photo.
  const driverPhoto = await phoneCameraPhoto("driver.jpg");
  const cars = await Promise.all(
    ["front", "back", "left", "right", "inside", "boot", "dash", "wheel"].map((name) =>
      phoneCameraPhoto(`${name}.jpg`),
    ),
  );
  expect(cars).toHaveLength(8);
  expect(cars[0]!.buffer.length).toBeGreaterThan(3_000_000);
  // A reload forgets the chosen photos, and the form says so.
  await page.getByLabel("Car Pictures").setInputFiles(cars.slice(0, 2));
  await page.reload();
  await expect(page.getByText("Your photos were not kept after the page reloaded")).toBeVisible();
  await expect(page.getByLabel("Car Make")).toHaveValue("Mercedes");
  await page.getByLabel("Driver Picture").setInputFiles(driverPhoto);
  await page.getByLabel("Car Pictures").setInputFiles(cars);
  await expect(
    page.getByRole("list", { name: "Car Pictures: chosen files" }).getByRole("listitem"),
  ).toHaveCount(8);
  await expect(page.getByText("Your photos were not kept after the page reloaded")).toBeHidden();
  await checkA11y(page);

  const sent = page.waitForRequest(
    (request) => request.url().endsWith("/api/drivers") && request.method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Application" }).click();
  const body = (await sent).postDataBuffer();
  // Nine 4000x3000 photos of about 4 MB each went out compressed, under the request cap.
  expect(body?.length ?? 0).toBeLessThan(REQUEST_CAP);
  await expect(page).toHaveURL(/\/registration-success$/);
  await expect(
    page.getByRole("heading", { name: "Application Submitted Successfully!" }),
  ).toBeVisible();
  await expect(page.getByText(`Thank you, ${person.first} ${person.last}`)).toBeVisible();
  await checkA11y(page);
  const confirmation = await outboxText(page, person.email, "driver-application-received");
  expect(confirmation).toContain(person.first);
  await page.getByRole("button", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem("driver-registration"))).toBeNull();
}

/** The drivers list's entries: table rows from 640 px, cards below (only one of them shows). */
function driverEntry(page: Page) {
  const rows = page
    .getByRole("table", { name: "Drivers" })
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
  return rows.or(page.getByRole("list", { name: "Drivers" }).getByRole("listitem"));
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
  });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(SEEDED_ADMIN.email);
  await page.getByLabel("Password").fill(SEEDED_ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  return page;
}

test("a driver applies from a phone, the operator reviews and approves, and the driver signs in", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const last = `Applicant${randomBytes(3).toString("hex")}`;
  const person = { first: "Dana", last, email: `${last.toLowerCase()}@example.com` };
  await apply(page, person);

  // The operator finds the application.
  const admin = await adminPage(browser);
  await admin.goto("/admin/drivers");
  await expect(admin.getByRole("heading", { name: "Driver Management" })).toBeVisible();
  await expect(admin.getByRole("region", { name: "Under Review" })).toContainText("% of total");
  await admin.getByLabel("Search").fill(last);
  await admin.getByRole("button", { name: "Search" }).click();
  const card = driverEntry(admin).filter({ hasText: `Dana ${last}` });
  await expect(card.getByText("Under Review")).toBeVisible();
  await checkA11y(admin);
  await card.getByRole("button", { name: `View details for Dana ${last}` }).click();
  const details = admin.getByRole("dialog", { name: `Dana ${last}` });
  await expect(details.getByText(/Driver ID: \d+/)).toBeVisible();
  await checkA11y(admin);
  for (const tab of ["License Info", "Work Info", "Vehicle Info", "History", "Personal Info"]) {
    await details.getByRole("tab", { name: tab }).click();
    await expect(details.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
  }
  await details.getByRole("tab", { name: "Vehicle Info" }).click();
  await expect(details.getByRole("img", { name: "Car picture 1 of 8" })).toBeVisible();
  await details.getByRole("button", { name: "Enlarge car picture 1 of 8" }).click();
  const enlarged = admin.getByRole("dialog", { name: "Car picture 1 of 8" });
  await expect(enlarged.getByRole("img", { name: "Car picture 1 of 8" })).toBeVisible();
  await admin.keyboard.press("ArrowRight");
  await expect(admin.getByRole("dialog", { name: "Car picture 2 of 8" })).toBeVisible();
  await checkA11y(admin);
  await admin
    .getByRole("dialog", { name: "Car picture 2 of 8" })
    .getByRole("button", { name: "Close" })
    .click();

  // Edit a field, change the photo, approve.
  await details.getByRole("button", { name: "Edit Driver" }).click();
  await details.getByRole("tab", { name: "Work Info" }).click();
  await details.getByLabel("Experience").fill("8 years, executive work");
  await checkA11y(admin);
  await details.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText("Driver updated successfully")).toBeVisible();
  await expect(details.getByText("8 years, executive work")).toBeVisible();
  await details.getByRole("button", { name: "Edit Driver" }).click();
  await details
    .getByLabel("Driver photo file")
    .setInputFiles(await phoneCameraPhoto("new-face.jpg"));
  await expect(admin.getByText("Photo updated")).toBeVisible();
  await details.getByRole("button", { name: "Cancel" }).click();
  // Approve asks first, then says what it did.
  await details.getByRole("button", { name: /^Approve / }).click();
  const confirm = admin.getByRole("alertdialog", { name: /^Approve .*\?$/ });
  await expect(confirm).toContainText(person.email);
  await checkA11y(admin);
  await confirm.getByRole("button", { name: "Approve driver" }).click();
  await expect(
    admin.getByText(
      `Approved: an account was created and a set-password e-mail sent to ${person.email}`,
    ),
  ).toBeVisible();
  await expect(details.getByRole("button", { name: /^Reject / })).toHaveCount(0);
  await expect(details.getByText("Available", { exact: true }).first()).toBeVisible();
  await details.getByRole("tab", { name: "History" }).click();
  await expect(details.getByRole("listitem").first()).toBeVisible();
  await checkA11y(admin);
  await admin.keyboard.press("Escape");
  await expect(card.getByText("Available")).toBeVisible();

  // The approved driver sets a password from the e-mail, signs in and lands on the dashboard.
  const approval = await outboxText(page, person.email, "driver-approved");
  const link = /(https?:\/\/\S+\/set-password\?token=[\w%-]+)/.exec(approval)![1]!;
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill(DRIVER_PASSWORD);
  await page.getByLabel("Confirm New Password").fill(DRIVER_PASSWORD);
  await checkA11y(page);
  // A first password: signed in at once, into the driver's own area.
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL(/\/driver-dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Dana" })).toBeVisible();
  await expect(page.getByText("No job to do next.")).toBeVisible();
  await checkA11y(page);
  await page.goto("/driver-dashboard/profile");
  await expect(page.getByText("AB12 CDE")).toBeVisible();
  await admin.context().close();
});

test("the operator adds a driver with two car pictures from the console", async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await adminPage(browser);
  await admin.goto("/admin/drivers");
  const last = `Added${randomBytes(3).toString("hex")}`;
  await admin.getByRole("button", { name: "Add New Driver" }).click();
  const dialog = admin.getByRole("dialog", { name: "Add New Driver" });
  await expect(
    dialog.getByText(
      "Fill in the driver's information below. All fields marked with * are required.",
    ),
  ).toBeVisible();
  await dialog.getByLabel("First Name *").fill("Nia");
  await dialog.getByLabel("Last Name *").fill(last);
  await dialog.getByLabel("Email *").fill(`${last.toLowerCase()}@example.com`);
  await dialog.getByLabel("Phone Number *").fill("+447700900123");
  await dialog.getByLabel("Address *").fill("2 Depot Lane, London");
  await dialog.getByLabel("Date of Birth *").fill("1980-02-03");
  await dialog.getByLabel("National Insurance Number *").fill("QQ654321C");
  await dialog.getByLabel("Driver Photo").setInputFiles(await phoneCameraPhoto("nia.jpg"));
  await dialog.getByRole("tab", { name: "License Info" }).click();
  await dialog.getByLabel("Private Hire License Number *").fill("PHL-9999");
  await dialog.getByLabel("Driving License Number *").fill(`DRV${randomBytes(4).toString("hex")}`);
  await dialog.getByLabel("License Expiry Date *").fill(daysFromNow(500));
  await dialog.getByRole("tab", { name: "Vehicle Info" }).click();
  await dialog.getByRole("combobox", { name: "Has Own Vehicle" }).click();
  await admin.getByRole("option", { name: "Yes" }).click();
  await dialog.getByLabel("Car Make").fill("Lexus");
  await dialog
    .getByLabel("Add Pictures")
    .setInputFiles([await phoneCameraPhoto("car-a.jpg"), await phoneCameraPhoto("car-b.jpg")]);
  await checkA11y(admin);
  await dialog.getByRole("button", { name: "Add Driver" }).click();
  await expect(admin.getByText("Driver added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const first = driverEntry(admin).first();
  await expect(first).toContainText(`Nia ${last}`);
  await first.getByRole("button", { name: `View details for Nia ${last}` }).click();
  const details = admin.getByRole("dialog", { name: `Nia ${last}` });
  await details.getByRole("tab", { name: "Vehicle Info" }).click();
  await expect(
    details.getByRole("list", { name: "Car Pictures" }).getByRole("listitem"),
  ).toHaveCount(2);
  await checkA11y(admin);
  await admin.context().close();
});
