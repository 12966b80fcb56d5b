-- Profile photos stored before the stored_files table: one private row per user pointing at one,
-- owned by that user, so /api/files keeps serving them to their owner (and administrators).
-- Their size and dimensions were never recorded: size 0, width and height unknown.
INSERT INTO "stored_files" ("key", "owner_kind", "owner_id", "visibility", "content_type", "size_bytes")
SELECT substring("profile_image" from length('/api/files/') + 1), 'user', "user_id", 'private',
  CASE
    WHEN "profile_image" LIKE '%.png' THEN 'image/png'
    WHEN "profile_image" LIKE '%.webp' THEN 'image/webp'
    ELSE 'image/jpeg'
  END,
  0
FROM "users"
WHERE "profile_image" LIKE '/api/files/%'
ON CONFLICT ("key") DO NOTHING;
