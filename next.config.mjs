import { fileURLToPath } from "node:url";

const isDev = process.env.NODE_ENV !== "production";

// Third parties are allowed only where the product uses them: Stripe on the payment page,
// Google Maps in the address field and route map, Vercel Blob for uploaded images.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} https://js.stripe.com https://maps.googleapis.com`,
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "img-src 'self' data: blob: https://maps.googleapis.com https://maps.gstatic.com https://*.public.blob.vercel-storage.com https://*.stripe.com",
  "font-src 'self' data: https://fonts.gstatic.com",
  "connect-src 'self' https://api.stripe.com https://maps.googleapis.com https://places.googleapis.com",
  "frame-src https://js.stripe.com https://hooks.stripe.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

// Geolocation is allowed to this origin on every page, not only under /driver-dashboard: a
// policy belongs to the document, and a chauffeur who signs in at /login reaches the jobs page by
// a client-side navigation inside the sign-in page's document, where a stricter policy would
// refuse the position until a reload. The browser still asks the chauffeur before sharing it.
const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")';

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: permissionsPolicy },
  ...(isDev
    ? []
    : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // A separate build directory lets two builds (say, two worktrees' e2e runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // The app is type-checked without the tests here; `npm run typecheck` checks everything.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  poweredByHeader: false,
  // Rendered pages filed under the database they came from (see cache-handler.cjs). Vercel keeps
  // them per deployment with its own cache, which a custom handler would replace.
  cacheHandler: process.env.VERCEL
    ? undefined
    : fileURLToPath(new URL("./cache-handler.cjs", import.meta.url)),
  // Every page's metadata is static, so nothing is gained by streaming it; in the head from the
  // first byte, the <title> is there for screen readers (and axe) while the body still streams.
  htmlLimitedBots: /.*/,
  // Native or WASM packages that must be loaded from node_modules at run time, not bundled;
  // twilio is plain CommonJS with dynamic requires of its many API modules, loaded as it ships.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "sharp", "twilio"],
  images: { remotePatterns: [{ protocol: "https", hostname: "*.public.blob.vercel-storage.com" }] },
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders },
      // Later entries win for the same header: the trip page and its poll send no referrer.
      {
        source: "/trip/:path*",
        headers: [
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
    ];
  },
};

export default nextConfig;
