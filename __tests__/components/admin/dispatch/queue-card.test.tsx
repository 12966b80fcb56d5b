import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueueCard } from "@/components/admin/dispatch/queue-card";
import { serverRenderThenHydrate } from "@test/hydration";
import { queueCard } from "./board-fixtures";

const NOW = new Date("2026-10-25T09:00:00Z");
const IDA_OFFER = {
  assignment_id: 9,
  driver_id: 3,
  partner_id: null,
  name: "Ida Idle",
  expires_at: "2026-10-25T09:01:30.000Z",
};

describe("QueueCard", () => {
  it("shows the job, how long until pickup and its needs, and selects by keyboard", async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(<QueueCard card={queueCard()} generatedAt={NOW.toISOString()} onSelect={onSelect} />);
    const card = screen.getByRole("article", { name: "BK-7Q2M" });
    expect(card).toHaveTextContent("10:00 · in 1 h 20 min");
    expect(card).toHaveTextContent("First Class · 2 passengers · 3 bags");
    expect(card).toHaveTextContent("Heathrow Airport (LHR), Hounslow TW6");
    expect(card).toHaveTextContent("to The Savoy, Strand, London WC2R 0EZ");
    expect(card).toHaveTextContent("Flight BA117");
    expect(within(card).queryByText("Urgent")).not.toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole("button", { name: "Dispatch BK-7Q2M" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ booking_id: 41, car_number: 1 }),
    );
  });

  it("says Urgent in words, names the car of several, and why it came back", () => {
    render(
      <QueueCard
        card={queueCard({
          urgent: true,
          minutes_until_pickup: -25,
          car_number: 2,
          number_of_cars: 2,
          last_reason: "Too far away",
        })}
        generatedAt={NOW.toISOString()}
        onSelect={jest.fn()}
      />,
    );
    const card = screen.getByRole("article", { name: "BK-7Q2M · Car 2 of 2" });
    expect(within(card).getByText("Urgent")).toBeVisible();
    expect(card).toHaveTextContent("25 min ago");
    expect(card).toHaveTextContent("Came back: Too far away");
    expect(screen.getByRole("button", { name: "Dispatch BK-7Q2M, car 2 of 2" })).toBeEnabled();
  });

  it("shows a pickup in another zone with the board's time beside it", () => {
    render(
      <QueueCard
        card={queueCard({
          pickup_time_zone: "Europe/Paris",
          local_time: "08:30",
          pickup_at: "2026-10-25T07:30:00.000Z",
        })}
        generatedAt={NOW.toISOString()}
        onSelect={jest.fn()}
      />,
    );
    expect(screen.getByRole("article")).toHaveTextContent("08:30 CET (07:30 GMT)");
  });

  describe("with open offers", () => {
    beforeEach(() => jest.useFakeTimers({ now: NOW }));
    afterEach(() => jest.useRealTimers());

    it("counts each offer down to its expiry", () => {
      render(
        <QueueCard
          card={queueCard({ open_offers: [IDA_OFFER] })}
          generatedAt={NOW.toISOString()}
          onSelect={jest.fn()}
        />,
      );
      const offers = screen.getByRole("list", { name: "Open offers" });
      expect(offers).toHaveTextContent("Offered to Ida Idle · 1:30 left");
      act(() => jest.advanceTimersByTime(31_000));
      expect(offers).toHaveTextContent("Offered to Ida Idle · 0:59 left");
      act(() => jest.advanceTimersByTime(60_000));
      expect(offers).toHaveTextContent("Offered to Ida Idle · expired");
    });

    it("hydrates the server's countdown without a mismatch when the browser's clock has moved on", async () => {
      const element = (
        <QueueCard
          card={queueCard({ open_offers: [IDA_OFFER] })}
          generatedAt={NOW.toISOString()}
          onSelect={jest.fn()}
        />
      );
      // The page arrives and hydrates 2.4 s after the server rendered it.
      const page = await serverRenderThenHydrate(element, NOW.getTime() + 2_400);
      expect(page.serverText).toContain("1:30 left");
      expect(page.hydrationErrors).toEqual([]);
      // Live now, it counts from the browser's clock.
      expect(page.container).toHaveTextContent("1:28 left");
      page.unmount();
    });
  });
});
