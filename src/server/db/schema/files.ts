import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { fileOwnerKind, fileVisibility } from "./enums";
import { createdAt, serialId } from "./columns";

/**
 * Every file the server stores (profile photos now; driver photos, car pictures, partner logos
 * and documents next). The row decides who may read `/api/files/{key}`: see
 * `server/storage/file-access.ts`. Owner ids are not foreign keys because the owner kinds live
 * in different tables; deleting an owner deletes its files through its own domain code.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    file_id: serialId("file_id"),
    key: text("key").notNull(),
    owner_kind: fileOwnerKind("owner_kind").notNull(),
    owner_id: integer("owner_id"),
    visibility: fileVisibility("visibility").notNull().default("private"),
    content_type: text("content_type").notNull(),
    // 0 for files stored before this table existed (backfilled without reading them).
    size_bytes: integer("size_bytes").notNull(),
    width: integer("width"),
    height: integer("height"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("stored_files_key_idx").on(table.key),
    index("stored_files_owner_idx").on(table.owner_kind, table.owner_id),
  ],
);

export type StoredFileRow = typeof storedFiles.$inferSelect;
