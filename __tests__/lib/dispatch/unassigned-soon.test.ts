import { unassignedSoon } from "@/lib/dispatch/unassigned-soon";
import { queueCard } from "../../components/admin/dispatch/board-fixtures";

describe("unassignedSoon", () => {
  it("says nothing when no car is urgent", () => {
    expect(unassignedSoon([queueCard({ urgent: false, minutes_until_pickup: 200 })])).toEqual({
      cards: [],
      message: null,
    });
  });

  it("counts the urgent cars, soonest first", () => {
    const later = queueCard({ booking_id: 1, urgent: true, minutes_until_pickup: 110 });
    const sooner = queueCard({ booking_id: 2, urgent: true, minutes_until_pickup: 15 });
    const calm = queueCard({ booking_id: 3, urgent: false, minutes_until_pickup: 300 });
    const result = unassignedSoon([later, calm, sooner]);
    expect(result.message).toBe("2 jobs within 2 hours have no chauffeur");
    expect(result.cards.map((card) => card.booking_id)).toEqual([2, 1]);
  });

  it("names one job in the singular, and those past pickup apart", () => {
    expect(unassignedSoon([queueCard({ urgent: true, minutes_until_pickup: 30 })]).message).toBe(
      "1 job within 2 hours has no chauffeur",
    );
    expect(
      unassignedSoon([
        queueCard({ booking_id: 1, urgent: true, minutes_until_pickup: -5 }),
        queueCard({ booking_id: 2, urgent: true, minutes_until_pickup: 60 }),
      ]).message,
    ).toBe("1 job within 2 hours has no chauffeur; 1 job past its pickup time has no chauffeur");
  });
});
