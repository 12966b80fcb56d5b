import type { Metadata, Viewport } from "next";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { htmlLangFor } from "@/lib/settings/options";
import { getSiteSettings } from "@/server/settings/read-settings";
import "./globals.css";

/** Titles and description from Settings (cached; a save re-renders the pages that used them). */
export async function generateMetadata(): Promise<Metadata> {
  const { general } = await getSiteSettings();
  return {
    title: {
      default: `${general.site_name} | Chauffeur service in the UK, Canada and the US`,
      template: `%s | ${general.site_name}`,
    },
    description: general.site_description,
  };
}

export const viewport: Viewport = { themeColor: "#0b0b0c", width: "device-width", initialScale: 1 };

/** What every page shares: html, body, fonts, the skip link and the toaster. Each area adds its frame. */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The page's language is Settings' choice (the text itself is not translated).
  const { general } = await getSiteSettings();
  return (
    <html lang={htmlLangFor(general.language)}>
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
