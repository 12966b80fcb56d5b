import { queuePage } from "@/lib/dispatch/queue-page";
import { queueCard } from "../../components/admin/dispatch/board-fixtures";

const cards = (count: number, urgent = 0) =>
  Array.from({ length: count }, (_, n) =>
    queueCard({ booking_id: n + 1, urgent: n < urgent, minutes_until_pickup: n * 10 }),
  );

describe("queuePage", () => {
  it("sends the first cards by pickup and counts them all", () => {
    const page = queuePage(cards(120), 50);
    expect(page.total).toBe(120);
    expect(page.cards.map((card) => card.booking_id)).toEqual(
      Array.from({ length: 50 }, (_, n) => n + 1),
    );
  });

  it("sends every card when the page is larger than the queue", () => {
    expect(queuePage(cards(3), 50)).toEqual({ cards: cards(3), total: 3 });
    expect(queuePage([], 50)).toEqual({ cards: [], total: 0 });
  });

  it("always sends the urgent cars, however small the page", () => {
    const page = queuePage(cards(40, 12), 5);
    expect(page.cards).toHaveLength(12);
    expect(page.cards.every((card) => card.urgent)).toBe(true);
    expect(page.total).toBe(40);
  });
});
