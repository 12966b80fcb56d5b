"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import type { DriverJobsData, DriverJobView } from "@/lib/driver-app/types";
import { JobCard, type OfficePhone } from "./job-card";
import { NextStepButton } from "./next-step-button";
import { OfferCard } from "./offer-card";
import { PositionSharer } from "./position-sharer";

/** How often the jobs are read again while the page is visible. */
export const POLL_MS = 15_000;

function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children: React.ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-neutral-900">
        {title}
      </h2>
      {children.length > 0 ? children : <p className="text-base text-neutral-700">{empty}</p>}
    </section>
  );
}

const noSubscription = () => () => {};
const phoneTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function replaceJob(data: DriverJobsData, job: DriverJobView): DriverJobsData {
  const swap = (list: DriverJobView[]) =>
    list.map((entry) => (entry.assignment_id === job.assignment_id ? job : entry));
  return {
    ...data,
    next: data.next?.assignment_id === job.assignment_id ? job : data.next,
    today: swap(data.today),
    upcoming: swap(data.upcoming),
  };
}

/**
 * The chauffeur's day: offers, the next job with its one big button, today, the next 14 days and
 * history. Painted first by the server; then it reads the jobs again every 15 seconds while the
 * page is visible (and at once when the phone wakes), keeping the last known jobs on screen while
 * it does and saying so when a refresh fails.
 */
export function DriverJobsApp({
  initial,
  office,
}: {
  initial: DriverJobsData;
  office: OfficePhone | null;
}) {
  const [data, setData] = useState(initial);
  const [historyPage, setHistoryPage] = useState(initial.history.page);
  const [refreshing, setRefreshing] = useState(false);
  const [stale, setStale] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  // The phone's zone is known only in the browser: null in the server's paint, so both agree.
  const phoneZone = useSyncExternalStore(noSubscription, phoneTimeZone, () => null);
  const [clockOffsetMs, setClockOffsetMs] = useState(() =>
    typeof window === "undefined" ? 0 : new Date(initial.now).getTime() - Date.now(),
  );
  const [tick, setTick] = useState(() => Date.now());

  // Each local change (a step, an answer to an offer) bumps the generation: an answer to a read
  // started before it is stale and is dropped, and a read asked for while one is out runs after.
  const generation = useRef(0);
  const inFlight = useRef(false);
  const again = useRef(false);
  const pageRef = useRef(initial.history.page);

  const refresh = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    setRefreshing(true);
    do {
      again.current = false;
      const started = generation.current;
      const result = await api.get<DriverJobsData>(
        `/api/driver/jobs?history_page=${pageRef.current}`,
        { cache: "no-store", fallbackMessage: "Could not refresh the jobs." },
      );
      if (started !== generation.current) again.current = true;
      else if (result.ok) {
        setData(result.data);
        setStale(false);
        setClockOffsetMs(new Date(result.data.now).getTime() - Date.now());
      } else {
        setStale(true);
      }
    } while (again.current);
    inFlight.current = false;
    setRefreshing(false);
  }, []);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setTick(Date.now());
      if (document.visibilityState === "visible") void refresh();
    }, POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [refresh]);

  const onMoved = (job: DriverJobView) => {
    generation.current += 1;
    setData((current) => replaceJob(current, job));
    void refresh();
  };

  const onAnswered = (outcome: "accepted" | "declined" | "gone", message: string) => {
    generation.current += 1;
    setFlash(
      outcome === "gone" ? message : outcome === "accepted" ? "Job accepted" : "Offer declined",
    );
    void refresh();
  };

  const goToHistoryPage = (page: number) => {
    setHistoryPage(page);
    pageRef.current = page;
    generation.current += 1;
    void refresh();
  };

  const now = new Date(tick + clockOffsetMs);
  const next = data.next;
  const today = data.today.filter((job) => job.assignment_id !== next?.assignment_id);
  const upcoming = data.upcoming.filter((job) => job.assignment_id !== next?.assignment_id);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div aria-live="polite" className="flex flex-col gap-2">
        {data.notices.map((notice) => (
          <Alert key={notice} tone="warning" live={false}>
            {notice}
          </Alert>
        ))}
        {flash && (
          <Alert tone="info" live={false}>
            {flash}
          </Alert>
        )}
        {stale && (
          <Alert tone="warning" live={false}>
            Could not refresh. Showing the last known jobs.{" "}
            <Button variant="link" onClick={() => void refresh()}>
              Retry
            </Button>
          </Alert>
        )}
        {refreshing && <p className="sr-only">Refreshing jobs</p>}
      </div>

      {data.offers.length > 0 && (
        <Section id="driver-offers" title="Offers">
          {data.offers.map((offer) => (
            <OfferCard
              key={offer.assignment_id}
              offer={offer}
              phoneZone={phoneZone}
              clockOffsetMs={clockOffsetMs}
              readAt={data.now}
              onAnswered={onAnswered}
            />
          ))}
        </Section>
      )}

      <Section id="driver-next" title="Next job" empty="No job to do next.">
        {next
          ? [
              <JobCard
                key={next.assignment_id}
                job={next}
                phoneZone={phoneZone}
                office={office}
                large
              >
                {next.status === "on_the_way" ? (
                  <PositionSharer assignmentId={next.assignment_id} />
                ) : null}
                <NextStepButton job={next} now={now} onMoved={onMoved} />
              </JobCard>,
            ]
          : []}
      </Section>

      <Section id="driver-today" title="Today" empty="No other jobs today.">
        {today.map((job) => (
          <JobCard key={job.assignment_id} job={job} phoneZone={phoneZone} office={office} />
        ))}
      </Section>

      <Section id="driver-upcoming" title="Upcoming (14 days)" empty="No jobs in the next 14 days.">
        {upcoming.map((job) => (
          <JobCard key={job.assignment_id} job={job} phoneZone={phoneZone} office={office} />
        ))}
      </Section>

      <Section id="driver-history" title="History" empty="No finished jobs yet.">
        {data.history.items.map((job) => (
          <JobCard key={job.assignment_id} job={job} phoneZone={phoneZone} office={null} />
        ))}
      </Section>
      {(historyPage > 1 || data.history.has_next) && (
        <nav aria-label="History pages" className="grid grid-cols-2 gap-2">
          <Button
            variant="outline"
            disabled={historyPage <= 1}
            onClick={() => goToHistoryPage(historyPage - 1)}
          >
            Newer
          </Button>
          <Button
            variant="outline"
            disabled={!data.history.has_next}
            onClick={() => goToHistoryPage(historyPage + 1)}
          >
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}
