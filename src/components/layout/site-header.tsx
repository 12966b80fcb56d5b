"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Menu, Phone, X } from "lucide-react";
import { clsx } from "clsx";
import { openBookingForm } from "@/lib/booking-events";
import { Button } from "@/components/ui/button";
import { HeaderAccount } from "./header-account";
import { useSiteIdentity } from "./site-identity-context";

const NAV_LINKS = [
  { href: "/#services", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/driver-registration", label: "Become a Driver" },
] as const;

// Spec: black at the top of the page, white with a shadow once scrolled more than 10 px.
const SCROLL_THRESHOLD_PX = 10;

export function SiteHeader() {
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const site = useSiteIdentity();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const bookRide = (fromMenu: boolean) => {
    setMenuOpen(false);
    // The phone menu's button goes with its menu: the popup gives the focus back to the menu's
    // toggle instead, so it is the focused control when the popup opens.
    if (fromMenu) menuButton.current?.focus();
    openBookingForm("point_to_point");
  };

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 transition-colors duration-200 motion-reduce:transition-none",
        scrolled ? "bg-white text-neutral-900 shadow-md" : "bg-brand-black text-white",
      )}
    >
      <div className="mx-auto flex h-16 max-w-site items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="text-lg font-semibold tracking-wide">
          {site.name}
        </Link>
        <NavLinks
          label="Main"
          className="hidden items-center gap-6 lg:flex"
          linkClassName="text-sm font-medium hover:underline underline-offset-4"
        />
        <div className="hidden items-center gap-3 lg:flex">
          <a
            href={site.phoneHref}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium"
          >
            <Phone aria-hidden className="h-4 w-4" /> Call Now{" "}
            <span className="sr-only">{site.phoneDisplay}</span>
          </a>
          <Button variant="secondary" size="sm" onClick={() => bookRide(false)}>
            Book a ride
          </Button>
          <HeaderAccount />
        </div>
        <Button
          ref={menuButton}
          variant="plain"
          size="icon"
          className="lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? "Close menu" : "Open menu"}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden className="h-6 w-6" />
          ) : (
            <Menu aria-hidden className="h-6 w-6" />
          )}
        </Button>
      </div>
      {menuOpen && (
        <div
          id="mobile-menu"
          className="border-t border-neutral-200 bg-white px-4 pb-4 text-neutral-900 lg:hidden"
        >
          <NavLinks
            label="Mobile"
            className="flex flex-col py-2"
            linkClassName="flex min-h-11 items-center font-medium"
            onNavigate={() => setMenuOpen(false)}
          />
          <div className="flex flex-col gap-2">
            <a
              href={site.phoneHref}
              className="inline-flex min-h-11 items-center gap-1.5 font-medium"
            >
              <Phone aria-hidden className="h-4 w-4" /> Call Now {site.phoneDisplay}
            </a>
            <Button onClick={() => bookRide(true)}>Book a ride</Button>
            <HeaderAccount inPhoneMenu onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
      )}
    </header>
  );
}

/** The site's main links, as the wide header's row or the phone menu's column. */
function NavLinks({
  label,
  className,
  linkClassName,
  onNavigate,
}: {
  label: string;
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label} className={className}>
      {NAV_LINKS.map((link) => (
        <Link key={link.href} href={link.href} className={linkClassName} onClick={onNavigate}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
