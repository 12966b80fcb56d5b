import { request } from "@playwright/test";
const ctx = await request.newContext({ baseURL: process.env.BASE });
const csrf = await (await ctx.get("/api/auth/csrf")).json();
await ctx.post("/api/auth/callback/credentials", { form: { csrfToken: csrf.csrfToken, email: process.env.EMAIL, password: process.env.PASSWORD, json: "true" } });
const [method, path, body] = process.argv.slice(2);
const r = method === "GET" ? await ctx.get(path) : await ctx.fetch(path, { method, data: body ? JSON.parse(body) : undefined });
const text = await r.text();
console.log(r.status(), process.env.JQ ? text : text.slice(0, Number(process.env.LEN || 800)));
