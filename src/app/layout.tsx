import type { Metadata, Viewport } from "next";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { SITE } from "@/lib/site";
import "./globals.css";

export const metadata: Metadata = {
  title: {
    default: `${SITE.name} | Chauffeur service in the UK, Canada and the US`,
    template: `%s | ${SITE.name}`,
  },
  description:
    "Book a private chauffeur point to point or by the hour, with fixed prices in pounds.",
};

export const viewport: Viewport = { themeColor: "#0b0b0c", width: "device-width", initialScale: 1 };

/** What every page shares: html, body, fonts, the skip link and the toaster. Each area adds its frame. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="flex min-h-screen flex-col font-sans">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-black"
        >
          Skip to content
        </a>
        {children}
        <LazyToaster />
      </body>
    </html>
  );
}
