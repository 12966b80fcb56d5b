import { clsx } from "clsx";

export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || "?";
}

/** The photo when there is one (a stored URL is used as is), else the initials. Decorative: callers label it. */
export function UserAvatar({
  firstName,
  lastName,
  image,
  size = "sm",
}: {
  firstName: string;
  lastName: string;
  image: string | null;
  size?: "sm" | "lg";
}) {
  const box = size === "lg" ? "h-24 w-24 text-2xl" : "h-9 w-9 text-sm";
  if (image) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a user's own small, already re-encoded photo
      <img
        src={image}
        alt=""
        className={clsx(box, "rounded-full object-cover")}
        data-testid="avatar-photo"
      />
    );
  }
  return (
    <span
      aria-hidden
      className={clsx(
        box,
        "inline-flex items-center justify-center rounded-full bg-brand-gold-400 font-semibold text-brand-black",
      )}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
