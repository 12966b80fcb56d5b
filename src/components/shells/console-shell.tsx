import { ConsoleFrame, type ConsolePerson } from "./console-frame";
import { CONSOLE_NAV, type ConsoleArea } from "./console-nav";

export type { ConsolePerson };

/**
 * The frame of a console area with its navigation. The entries' icons are drawn here, in the
 * server's render, so an area's browser bundle carries no navigation table and no icons of the
 * other areas (the chauffeur's phone does not load the administrator's menu).
 */
export function ConsoleShell({
  area,
  person,
  children,
}: {
  area: ConsoleArea;
  person: ConsolePerson;
  children: React.ReactNode;
}) {
  const { title, items } = CONSOLE_NAV[area];
  const nav = {
    title,
    items: items.map(({ icon: Icon, ...item }) => ({
      ...item,
      icon: <Icon aria-hidden className="h-4 w-4" />,
    })),
  };
  return (
    <ConsoleFrame area={area} person={person} nav={nav}>
      {children}
    </ConsoleFrame>
  );
}
