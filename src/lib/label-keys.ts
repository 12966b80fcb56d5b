/**
 * The keys of a label table, in the order they are written, as the non-empty tuple `z.enum` and
 * the list filters take. A closed set of values is then written once, beside its labels, instead
 * of once in an array and again in the labels record (where a key could be added to one and not
 * the other).
 */
export function labelKeys<Key extends string>(
  labels: Record<Key, string>,
): readonly [Key, ...Key[]] {
  // Object.keys keeps the written order for string keys; a label table is never empty.
  return Object.keys(labels) as unknown as readonly [Key, ...Key[]];
}
