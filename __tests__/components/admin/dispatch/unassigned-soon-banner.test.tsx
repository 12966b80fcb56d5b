import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UnassignedSoonBanner } from "@/components/admin/dispatch/unassigned-soon-banner";
import { queueCard } from "./board-fixtures";

describe("UnassignedSoonBanner", () => {
  it("announces how many jobs within two hours have no chauffeur and opens one", async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(
      <UnassignedSoonBanner
        queue={[
          queueCard({ booking_id: 1, urgent: true, minutes_until_pickup: 80 }),
          queueCard({
            booking_id: 2,
            booking_reference: "BK-9XYZ",
            car_number: 2,
            number_of_cars: 2,
            urgent: true,
            minutes_until_pickup: 20,
          }),
          queueCard({ booking_id: 3, urgent: false, minutes_until_pickup: 400 }),
        ]}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("2 jobs within 2 hours have no chauffeur");
    const list = screen.getByRole("list", { name: "Jobs without a chauffeur soon" });
    const buttons = within(list).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      "BK-9XYZ, car 2 · 10:00 (in 20 min)",
      "BK-7Q2M · 10:00 (in 1 h 20 min)",
    ]);
    await user.click(buttons[0]!);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ booking_id: 2 }));
  });

  it("keeps an empty live region when nothing is urgent", () => {
    render(<UnassignedSoonBanner queue={[queueCard()]} onSelect={jest.fn()} />);
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
