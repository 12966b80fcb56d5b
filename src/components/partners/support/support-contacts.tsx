import { Clock, Mail, MessageCircle, Phone } from "lucide-react";
import type { SiteIdentity } from "@/lib/site";

/** The contact cards: e-mail (24/7), phone (Mon-Fri 9am-6pm), live chat and response time. */
export function SupportContacts({ site }: { site: SiteIdentity }) {
  const cards = [
    {
      icon: Mail,
      title: "Email Support",
      body: "Replies 24/7",
      link: { href: `mailto:${site.supportEmail}`, text: site.supportEmail },
    },
    {
      icon: Phone,
      title: "Phone Support",
      body: "Mon-Fri 9am-6pm",
      link: { href: site.phoneHref, text: site.phoneDisplay },
    },
    {
      icon: MessageCircle,
      title: "Live Chat",
      body: "Submit a ticket below and we reply in your Support Center.",
      link: { href: "#ticket-heading", text: "Start a conversation" },
    },
    { icon: Clock, title: "Average Response", body: "2-4 hours", link: null },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ icon: Icon, title, body, link }) => (
        <li key={title} className="rounded-lg border border-neutral-200 bg-white p-4">
          <Icon aria-hidden className="mb-2 size-5 text-brand-gold-700" />
          <h2 className="font-semibold">{title}</h2>
          <p className="text-sm text-neutral-700">{body}</p>
          {link ? (
            <a
              href={link.href}
              className="text-sm font-medium text-brand-gold-700 underline underline-offset-4"
            >
              {link.text}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
