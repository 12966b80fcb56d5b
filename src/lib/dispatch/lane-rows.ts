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
 * several companies' jobs at once and grows a row for each job running at the same time. A job
 * shorter than `minDrawnMs` is drawn that wide (so its reference and times can be read), and a
 * job starting under it, even the same chauffeur's next one, goes to the next row.
 */
export function laneRows(
  jobs: readonly LaneJob[],
  minDrawnMs = 0,
): { rowOf: Map<number, number>; rows: number } {
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
    // A short job is drawn at least minDrawnMs wide: the next one on its row starts after that.
    freeFrom[row] = Math.max(Date.parse(job.ends_at), start + minDrawnMs);
    rowOf.set(job.assignment_id, row);
  }
  return { rowOf, rows: Math.max(1, freeFrom.length) };
}
