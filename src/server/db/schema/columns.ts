import {
  integer,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  type UpdateDeleteAction,
} from "drizzle-orm/pg-core";

// Column builders every table shares, spread or called inside `pgTable` so each table gets its
// own instances. They spell out the house rules once: moments carry their time zone, money is
// integer pence, and a row records when it was written.

/** A moment in time, stored with its time zone so every instance reads the same instant. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant("created_at").notNull().defaultNow();

/** When the row last changed; writers set it, the default covers the insert. */
export const updatedAt = () => instant("updated_at").notNull().defaultNow();

/** `created_at` and `updated_at` together, for tables whose rows change after the insert. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/** An amount of money in integer pence (never a float). */
export const pence = (name: string) => integer(name).notNull();

/** A table's own key: an integer the database numbers, what the references below point at. */
export const serialId = (name: string) => serial(name).primaryKey();

/** A required foreign key to another table's integer id. */
export const requiredRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) => integer(name).notNull().references(target, { onDelete });

/** An optional foreign key to another table's integer id: null until set, or once its row goes. */
export const optionalRef = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: UpdateDeleteAction,
) => integer(name).references(target, { onDelete });

/**
 * A single-use link's token as stored: only its SHA-256 (a database leak cannot use it), when it
 * expires, when it was used (null until then) and when it was issued.
 */
export const singleUseToken = () => ({
  token_hash: text("token_hash").notNull(),
  expires_at: instant("expires_at").notNull(),
  used_at: instant("used_at"),
  created_at: createdAt(),
});
