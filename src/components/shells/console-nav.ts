import {
  Banknote,
  BriefcaseBusiness,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Car,
  CarFront,
  ClipboardList,
  FileText,
  Globe,
  Handshake,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  MessageSquareWarning,
  Route,
  Settings,
  UserRound,
  type LucideIcon,
} from "lucide-react";

export interface ConsoleNavItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** The section the entry stands for, when wider than its page (Commission's three pages). */
  section?: string;
}

export type ConsoleArea = "admin" | "partner" | "driver";

/** One navigation list per console area; the pages behind them live under each area's route group. */
export const CONSOLE_NAV: Record<ConsoleArea, { title: string; items: ConsoleNavItem[] }> = {
  admin: {
    title: "Admin console",
    items: [
      { href: "/admin/dashboard", label: "Dashboard", icon: LayoutDashboard },
      { href: "/admin/bookings", label: "Bookings", icon: CalendarDays },
      { href: "/admin/dispatch", label: "Dispatch", icon: Route },
      { href: "/admin/drivers", label: "Drivers", icon: Car },
      { href: "/admin/vehicles", label: "Vehicles", icon: CarFront },
      { href: "/admin/partners", label: "Partners", icon: Handshake },
      {
        href: "/admin/reports/operator-record",
        label: "Operator record",
        icon: ClipboardList,
        section: "/admin/reports",
      },
      { href: "/admin/feedback", label: "Feedback", icon: MessageSquareWarning },
      { href: "/admin/pages", label: "Pages", icon: FileText },
      { href: "/admin/jobs", label: "Jobs", icon: ListChecks },
      { href: "/admin/settings", label: "Settings", icon: Settings },
    ],
  },
  partner: {
    title: "Partner portal",
    items: [
      { href: "/partner-dashboard/recent-bookings", label: "Recent Bookings", icon: CalendarDays },
      {
        href: "/partner-dashboard/upcoming-bookings",
        label: "Upcoming Bookings",
        icon: CalendarClock,
      },
      { href: "/partner-dashboard/guest-page", label: "Guest Page", icon: Globe },
      {
        href: "/partner-dashboard/commission/earnings",
        label: "Commission",
        icon: Banknote,
        section: "/partner-dashboard/commission",
      },
      { href: "/partner-dashboard/support", label: "Support", icon: LifeBuoy },
      { href: "/partner-dashboard/account", label: "Account", icon: UserRound },
    ],
  },
  driver: {
    title: "Driver area",
    items: [
      { href: "/driver-dashboard", label: "Jobs", icon: BriefcaseBusiness },
      { href: "/driver-dashboard/earnings", label: "Earnings", icon: Banknote },
      { href: "/driver-dashboard/availability", label: "Availability", icon: CalendarCheck },
      { href: "/driver-dashboard/profile", label: "Profile", icon: UserRound },
    ],
  },
};

export { activeHref } from "./active-href";

const ROLE_LABEL: Record<ConsoleArea, string> = {
  admin: "Administrator",
  partner: "Partner",
  driver: "Driver",
};

/** What the top bar shows of the signed-in person. */
export function consolePerson(
  area: ConsoleArea,
  user: { first_name: string; last_name: string; email: string },
) {
  return {
    name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    roleLabel: ROLE_LABEL[area],
  };
}
