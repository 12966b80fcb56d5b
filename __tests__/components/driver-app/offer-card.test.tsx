import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { countdownText, OfferCard } from "@/components/driver-app/offer-card";
import { DECLINE_REASONS } from "@/lib/dispatch/decline-reasons";
import { installFetchMock, okAnswer } from "@test/fetch-mock";
import { serverRenderThenHydrate } from "@test/hydration";
import { jobFixture } from "./job-fixture";

const fetchMock = installFetchMock();

function offerFixture(secondsLeft: number) {
  return jobFixture({
    status: "offered",
    offer_expires_at: new Date(Date.now() + secondsLeft * 1000).toISOString(),
  });
}

describe("OfferCard", () => {
  it("shows the job, the pay in pounds and a countdown, and accepts", async () => {
    const onAnswered = jest.fn();
    fetchMock.mockResolvedValueOnce(okAnswer({ status: "assigned" }, "Job accepted"));
    render(
      <OfferCard
        offer={offerFixture(245)}
        phoneZone={null}
        clockOffsetMs={0}
        readAt={new Date().toISOString()}
        onAnswered={onAnswered}
      />,
    );
    const card = screen.getByRole("region", { name: "Job offer ABC123XYZ9" });
    expect(within(card).getByText("£54.37")).toBeInTheDocument();
    expect(within(card).getByText(/Expires in 4:0[45]/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
    expect(fetchMock).toHaveBeenCalledWith("/api/driver/offers/41/accept", expect.anything());
    expect(onAnswered).toHaveBeenCalledWith("accepted", "Job accepted");
  });

  it("declines with a reason chosen from the list", async () => {
    const onAnswered = jest.fn();
    render(
      <OfferCard
        offer={offerFixture(300)}
        phoneZone={null}
        clockOffsetMs={0}
        readAt={new Date().toISOString()}
        onAnswered={onAnswered}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Decline" }));
    const group = screen.getByRole("group", { name: "Why are you declining?" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((radio) => radio.getAttribute("value")),
    ).toEqual([...DECLINE_REASONS]);
    expect(screen.getByRole("button", { name: "Decline job" })).toBeDisabled();
    await userEvent.click(within(group).getByRole("radio", { name: "Too far away" }));
    fetchMock.mockResolvedValueOnce(okAnswer({ status: "declined" }, "Offer declined"));
    await userEvent.click(screen.getByRole("button", { name: "Decline job" }));
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/driver/offers/41/decline");
    expect(JSON.parse(String(init.body))).toEqual({ reason: "Too far away" });
    expect(onAnswered).toHaveBeenCalledWith("declined", "Offer declined");
  });

  it("passes on the server's words when the offer was taken meanwhile", async () => {
    const onAnswered = jest.fn();
    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 409,
      json: async () => ({
        success: false,
        message: "This job has been taken by another chauffeur",
      }),
    });
    render(
      <OfferCard
        offer={offerFixture(300)}
        phoneZone={null}
        clockOffsetMs={0}
        readAt={new Date().toISOString()}
        onAnswered={onAnswered}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(onAnswered).toHaveBeenCalledWith("gone", "This job has been taken by another chauffeur");
  });

  it("counts down and disables both answers once expired", () => {
    jest.useFakeTimers();
    try {
      render(
        <OfferCard
          offer={offerFixture(2)}
          phoneZone={null}
          clockOffsetMs={0}
          readAt={new Date().toISOString()}
          onAnswered={jest.fn()}
        />,
      );
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.getByText("Expired")).toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Accept" })).toBeDisabled();
      expect(screen.getByRole("button", { name: "Decline" })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it("words the countdown", () => {
    expect(countdownText(0)).toBeNull();
    expect(countdownText(61_000)).toBe("1:01");
    expect(countdownText(500)).toBe("0:01");
  });
  it("hydrates the server's countdown without a mismatch when the phone's clock has moved on", async () => {
    const readAt = new Date("2026-10-25T09:00:00.400Z");
    jest.useFakeTimers({ now: readAt.getTime() + 350 });
    try {
      const element = (
        <OfferCard
          offer={jobFixture({ status: "offered", offer_expires_at: "2026-10-25T09:04:05.000Z" })}
          phoneZone={null}
          clockOffsetMs={0}
          readAt={readAt.toISOString()}
          onAnswered={jest.fn()}
        />
      );
      // The phone hydrates the page 1.3 s after the server rendered it.
      const page = await serverRenderThenHydrate(element, readAt.getTime() + 1_650);
      expect(page.serverText).toContain("Expires in 4:05");
      expect(page.hydrationErrors).toEqual([]);
      expect(page.container).toHaveTextContent("Expires in 4:03");
      page.unmount();
    } finally {
      jest.useRealTimers();
    }
  });
});
