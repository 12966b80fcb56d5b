import { act, render, screen, within } from "@testing-library/react";
import { DriverJobsApp, POLL_MS } from "@/components/driver-app/driver-jobs-app";
import type { DriverJobsData } from "@/lib/driver-app/types";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { jobFixture } from "./job-fixture";

const fetchMock = installFetchMock();

function dataFixture(overrides: Partial<DriverJobsData> = {}): DriverJobsData {
  const next = jobFixture();
  return {
    now: new Date().toISOString(),
    offers: [],
    next,
    today: [next],
    upcoming: [],
    history: { items: [], page: 1, has_next: false },
    notices: [],
    ...overrides,
  };
}

const OFFICE = { display: "020 7946 0000", href: "tel:+442079460000" };

describe("DriverJobsApp", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the next job with its one step, and the office's number", () => {
    render(<DriverJobsApp initial={dataFixture()} office={OFFICE} />);
    const next = screen.getByRole("region", { name: "Next job" });
    const job = within(next).getByRole("article", { name: "Job ABC123XYZ9" });
    expect(within(job).getByRole("button", { name: "I'm on my way" })).toBeInTheDocument();
    expect(within(job).getByRole("link", { name: "Call office" })).toHaveAttribute(
      "href",
      "tel:+442079460000",
    );
    expect(within(job).queryByRole("link", { name: "Call passenger" })).toBeNull();
    expect(within(job).getByRole("link", { name: "Navigate" }).getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1/,
    );
    // The plate as it is on the car, spaced: the vehicle is stored as LY63KGJ.
    expect(job).toHaveTextContent(/, LY63 KGJ/);
    expect(job).not.toHaveTextContent("LY63KGJ");
    // Shown once, as the next job, not again under Today.
    expect(screen.getAllByRole("article", { name: "Job ABC123XYZ9" })).toHaveLength(1);
  });

  it("keeps the last known jobs when a refresh fails, and takes new ones when it works", async () => {
    render(<DriverJobsApp initial={dataFixture()} office={OFFICE} />);
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await act(async () => {
      jest.advanceTimersByTime(POLL_MS);
    });
    expect(fetchMock).toHaveBeenCalledWith("/api/driver/jobs?history_page=1", expect.anything());
    expect(screen.getByText(/Could not refresh\. Showing the last known jobs/)).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Job ABC123XYZ9" })).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(
      okAnswer(dataFixture({ next: null, today: [], notices: ["Job ABC123XYZ9 cancelled"] }), "OK"),
    );
    await act(async () => {
      jest.advanceTimersByTime(POLL_MS);
    });
    expect(screen.getByText("Job ABC123XYZ9 cancelled")).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Job ABC123XYZ9" })).toBeNull();
    expect(screen.queryByText(/Could not refresh/)).toBeNull();
  });
});
