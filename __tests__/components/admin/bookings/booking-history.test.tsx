import { render, screen } from "@testing-library/react";
import { BookingHistory } from "@/components/admin/booking-history";

describe("BookingHistory", () => {
  it("shows an undeliverable e-mail as its own line with the summary", () => {
    const summary =
      "E-mail 'Your receipt' to ada@example.com could not be delivered after 5 attempts";
    render(
      <BookingHistory
        entries={[
          {
            id: 1,
            occurred_at: "2031-03-30T01:30:00Z",
            actor_kind: "system",
            actor_label: "System",
            action: "email_undeliverable",
            changes: {},
            context: { summary, email_id: 7 },
          },
          {
            id: 2,
            occurred_at: "2031-03-30T02:30:00Z",
            actor_kind: "admin",
            actor_label: "Ops",
            action: "updated",
            changes: { notes: { old: null, new: "Call first" } },
            context: { summary: 42 },
          },
        ]}
      />,
    );
    expect(screen.getByText("E-mail not delivered")).toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
    // Only a string summary is shown.
    expect(screen.queryByText("42")).not.toBeInTheDocument();
    expect(screen.getByText("notes: (empty) → Call first")).toBeInTheDocument();
  });
});
