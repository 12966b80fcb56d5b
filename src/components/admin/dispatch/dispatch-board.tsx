"use client";

import { useEffect, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { DatePicker } from "@/components/ui/date-picker";
import { usePolledData } from "@/components/ui/use-polled-data";
import { zoneAbbreviation } from "@/lib/dispatch/board-time";
import {
  BOARD_IDLE_LANES,
  BOARD_IDLE_LANES_MAX,
  BOARD_POLL_MS,
  BOARD_QUEUE_CARDS,
  BOARD_QUEUE_CARDS_MAX,
  BOARD_TIME_ZONE,
  type Block,
  type DispatchBoard as Board,
  type QueueCard as QueueCardData,
} from "@/lib/dispatch/board-types";
import { BlockPanel } from "./block-panel";
import { DriverLanes } from "./driver-lanes";
import { JobPanel } from "./job-panel";
import { QueueCard } from "./queue-card";
import { ShowMoreFooter, type ShowMoreNouns } from "./show-more-footer";
import { UnassignedSoonBanner } from "./unassigned-soon-banner";
import type { PartnerOption } from "./suggestion-types";
import { HeadedSection } from "@/components/ui/headed-section";

type Selection =
  | { kind: "card"; bookingId: number; carNumber: number }
  | { kind: "block"; block: Block; holder: string }
  | null;

/** "Times in Europe/London (GMT)", plus the other zones the day's pickups are in. */
function zonesLine(board: Board): string {
  const at = new Date(board.generated_at);
  const others = [...new Set(board.queue.map((card) => card.pickup_time_zone))].filter(
    (zone) => zone !== BOARD_TIME_ZONE,
  );
  const own = `Times in ${BOARD_TIME_ZONE} (${zoneAbbreviation(BOARD_TIME_ZONE, at)})`;
  return others.length > 0 ? `${own}; some pickups are in ${others.join(", ")}` : own;
}

function holderOf(board: Board, block: Block): string {
  if (block.partner_name) return block.partner_name;
  const lane = board.lanes.find((entry) =>
    entry.blocks.some((own) => own.assignment_id === block.assignment_id),
  );
  return lane?.name ?? "—";
}

/** How long the name search waits for the typing to stop before asking the server. */
const SEARCH_SETTLE_MS = 300;

// The server sends the first cars by pickup and every urgent one; past BOARD_QUEUE_CARDS_MAX it
// sends no more, and the day's last cars wait for the first to be given out.
const QUEUE_CARDS: ShowMoreNouns = {
  counted: "unassigned cars",
  one: "car",
  many: "cars",
  step: BOARD_QUEUE_CARDS,
  max: BOARD_QUEUE_CARDS_MAX,
};

/** The board's read: the day, how many idle lanes and queued cars, and the name search. */
function boardUrl(date: string, idle: number, cards: number, query: string): string {
  const params = new URLSearchParams({ date, idle: String(idle) });
  if (cards !== BOARD_QUEUE_CARDS) params.set("cards", String(cards));
  if (query) params.set("q", query);
  return `/api/admin/dispatch?${params.toString()}`;
}

/**
 * The dispatcher's desk: the day's unassigned cars beside the chauffeurs' lanes, refreshed every
 * 10 seconds while the tab is visible and at once after each action. Side by side from 1024 px,
 * stacked (queue first) below.
 */
export function DispatchBoard({
  initial,
  partners,
}: {
  initial: Board;
  partners: PartnerOption[];
}) {
  const [date, setDate] = useState(initial.date);
  // The lanes of chauffeurs without a job come a page at a time (all of them with a small
  // fleet): "Show more" asks for the next page, "Only chauffeurs with jobs" for none.
  const [idle, setIdle] = useState(BOARD_IDLE_LANES);
  const [busyOnly, setBusyOnly] = useState(false);
  // The queue too: the first cars by pickup (and every urgent one), "Show more" for the next.
  const [cards, setCards] = useState(BOARD_QUEUE_CARDS);
  const [searchText, setSearchText] = useState("");
  const [query, setQuery] = useState("");
  useEffect(() => {
    const settled = searchText.trim();
    if (settled === query) return;
    const timer = setTimeout(() => {
      setQuery(settled);
      setIdle(BOARD_IDLE_LANES);
    }, SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [searchText, query]);
  const {
    data: board,
    error,
    refresh,
  } = usePolledData<Board>(
    boardUrl(date, busyOnly ? 0 : idle, cards, query),
    initial,
    BOARD_POLL_MS,
  );
  const [selection, setSelection] = useState<Selection>(null);
  const card =
    selection?.kind === "card"
      ? board.queue.find(
          (entry) =>
            entry.booking_id === selection.bookingId && entry.car_number === selection.carNumber,
        )
      : undefined;

  function changeDate(value: string) {
    if (!value) return;
    setDate(value);
    setCards(BOARD_QUEUE_CARDS);
    setSelection(null);
    window.history.replaceState(null, "", `?date=${value}`);
  }
  const select = (entry: QueueCardData) =>
    setSelection({ kind: "card", bookingId: entry.booking_id, carNumber: entry.car_number });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
        <DatePicker label="Day" value={date} onChange={changeDate} className="w-56" />
        <p className="pb-3 text-sm text-neutral-800">{zonesLine(board)}</p>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <UnassignedSoonBanner queue={board.queue} onSelect={select} />
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <HeadedSection id="queue-heading" title={`Unassigned (${board.queue_total})`}>
          {board.queue.length === 0 ? (
            <p className="mt-2 text-sm text-neutral-700">Every car of this day has a chauffeur.</p>
          ) : (
            <ul aria-label="Unassigned cars" className="mt-2 flex flex-col gap-2">
              {board.queue.map((entry) => (
                <li key={`${entry.booking_id}-${entry.car_number}`}>
                  <QueueCard
                    card={entry}
                    generatedAt={board.generated_at}
                    onSelect={select}
                    selected={entry === card}
                  />
                </li>
              ))}
            </ul>
          )}
          <ShowMoreFooter
            shown={board.queue.length}
            total={board.queue_total}
            nouns={QUEUE_CARDS}
            className="mt-2"
            onShowMore={() =>
              setCards((current) => Math.min(BOARD_QUEUE_CARDS_MAX, current + BOARD_QUEUE_CARDS))
            }
          />
        </HeadedSection>
        <DriverLanes
          date={board.date}
          lanes={board.lanes}
          partnerJobs={board.partner_jobs}
          idleTotal={board.idle_total}
          busyOnly={busyOnly}
          onBusyOnlyChange={setBusyOnly}
          search={searchText}
          onSearchChange={setSearchText}
          onShowMore={() =>
            setIdle((current) => Math.min(BOARD_IDLE_LANES_MAX, current + BOARD_IDLE_LANES))
          }
          onSelect={(block) =>
            setSelection({ kind: "block", block, holder: holderOf(board, block) })
          }
        />
      </div>
      {card && (
        <JobPanel
          card={card}
          partners={partners}
          onClose={() => setSelection(null)}
          onChanged={refresh}
        />
      )}
      {selection?.kind === "block" && (
        <BlockPanel
          block={selection.block}
          holder={selection.holder}
          onClose={() => setSelection(null)}
          onChanged={refresh}
        />
      )}
    </div>
  );
}
