import { chromium } from "@playwright/test";
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
async function signIn(ctx, email, password) {
  const csrf = await (await ctx.request.get(base + "/api/auth/csrf")).json();
  const r = await ctx.request.post(base + "/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, email, password, json: "true" } });
  if (!r.ok()) throw new Error("sign in " + r.status());
}
const pages = (process.env.PAGES || "").split(",").filter(Boolean);
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  await signIn(ctx, process.env.EMAIL, process.env.PASSWORD);
  const page = await ctx.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  for (const p of pages) {
    const res = await page.goto(base + p, { waitUntil: "networkidle" });
    const name = p.replace(/[^a-z0-9]+/gi, "_") + "_" + width;
    await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    console.log(width, p, res.status(), overflow ? "HORIZONTAL OVERFLOW" : "", errors.splice(0).join(" | ").slice(0, 300));
  }
  await ctx.close();
}
await browser.close();
