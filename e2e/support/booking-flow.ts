import type { Page } from "@playwright/test";
import { chooseAddress } from "./address";
import { daysAhead } from "./dates";
import { expect } from "./fixtures";
import { chooseServiceClass } from "./service-class";

/**
 * From a page with the home booking form (the home page or a partner's guest page) to the
 * details step: Heathrow to Big Ben `days` ahead at 10:00, Business Class, one way.
 */
export async function bookHeathrowToDetails(page: Page, days: number): Promise<void> {
  await bookHeathrowToDetailsAt(page, daysAhead(days), "10:00");
}

/** The same, for a pickup on `date` ("yyyy-MM-dd") at `time` (a 15-minute slot, "HH:mm"). */
export async function bookHeathrowToDetailsAt(
  page: Page,
  date: string,
  time: string,
): Promise<void> {
  const form = page.getByRole("form", { name: "Book point to point" });
  await chooseAddress(form, "Pickup location", "heath", /Heathrow Airport/);
  await chooseAddress(form, "Destination", "big ben", /Big Ben/);
  await form.getByLabel("Date").fill(date);
  await form.getByLabel("Time").selectOption(time);
  await form.getByRole("button", { name: "Get prices" }).click();
  await expect(page).toHaveURL(/\/service-class\?booking_id=/);
  await chooseServiceClass(page, /Business Class/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/return-transfer/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/pickup-info/);
}
