/** What lane packing needs of a job: its id and its span as ISO instants. */
export interface LaneJob {
  assignment_id: number;
  starts_at: string;
  ends_at: string;
}

/**
 * Rows for a lane's jobs so that no two jobs drawn on one row overlap: each job takes the
 * first row that is free by its start (earliest start first). A chauffeur's own jobs never
 * overlap (the database refuses it), so their lane stays one row; the partners' lane holds
 * several companies' jobs at once and grows a row for each job running at the same time.
 */
export function laneRows(jobs: readonly LaneJob[]): { rowOf: Map<number, number>; rows: number } {
  const sorted = [...jobs].sort(
    (a, b) =>
      Date.parse(a.starts_at) - Date.parse(b.starts_at) || a.assignment_id - b.assignment_id,
  );
  const freeFrom: number[] = [];
  const rowOf = new Map<number, number>();
  for (const job of sorted) {
    const start = Date.parse(job.starts_at);
    let row = freeFrom.findIndex((end) => end <= start);
    if (row === -1) row = freeFrom.length;
    freeFrom[row] = Date.parse(job.ends_at);
    rowOf.set(job.assignment_id, row);
  }
  return { rowOf, rows: Math.max(1, freeFrom.length) };
}
