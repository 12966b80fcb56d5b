import { render, screen, within } from "@testing-library/react";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { StatCard } from "@/components/ui/stat-card";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { BookingStatusBadge } from "@/components/dashboard/booking-status-badge";

describe("Badge", () => {
  it("colours by tone and the booking status map", () => {
    render(
      <>
        <Badge tone="blue">New</Badge>
        <BookingStatusBadge status="cancelled" />
        <BookingStatusBadge status="pending" />
        <BookingStatusBadge status="on_hold" />
      </>,
    );
    expect(screen.getByText("New").className).toContain("bg-blue-100");
    expect(screen.getByText("Cancelled").className).toContain("bg-red-100");
    expect(screen.getByText("Pending").className).toContain("bg-yellow-100");
    expect(screen.getByText("On_hold").className).toContain("bg-neutral-200");
  });
});

describe("StatCard", () => {
  it("shows the value and says the direction of the change in words", () => {
    render(
      <>
        <StatCard title="Revenue" value="£12,400" change={12.5} periodLabel="vs last month" />
        <StatCard title="Cancellations" value="4" change={-3} higherIsBetter={false} />
      </>,
    );
    const revenue = screen.getByRole("region", { name: "Revenue" });
    expect(within(revenue).getByText("£12,400")).toBeInTheDocument();
    expect(revenue).toHaveTextContent("Up 12.5% vs last month");
    expect(within(revenue).getByText(/12.5%/).className).toContain("text-green-800");
    const cancellations = screen.getByRole("region", { name: "Cancellations" });
    expect(cancellations).toHaveTextContent("Down 3%");
    // Fewer cancellations is good news.
    expect(within(cancellations).getByText(/3%/).className).toContain("text-green-800");
  });
});

describe("EmptyState", () => {
  it("has a heading, a sentence and an action", () => {
    render(
      <EmptyState
        title="No bookings yet"
        description="Your rides will appear here."
        action={<button type="button">Book a ride</button>}
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "No bookings yet" })).toBeInTheDocument();
    expect(screen.getByText("Your rides will appear here.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Book a ride" })).toBeInTheDocument();
  });
});

describe("Table", () => {
  it("is an accessible table with column headers and a caption", () => {
    render(
      <Table>
        <TableCaption>Drivers</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Status</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Ann</TableCell>
            <TableCell>Active</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    const table = screen.getByRole("table", { name: "Drivers" });
    expect(within(table).getByRole("columnheader", { name: "Name" })).toHaveAttribute(
      "scope",
      "col",
    );
    expect(within(table).getByRole("cell", { name: "Active" })).toBeInTheDocument();
  });
});
