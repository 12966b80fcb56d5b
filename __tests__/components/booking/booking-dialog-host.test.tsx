import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BookingDialogHost } from "@/components/booking/booking-dialog-host";
import { openBookingForm } from "@/lib/booking-events";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn() }),
}));

function Page() {
  return (
    <>
      <button type="button" onClick={() => openBookingForm("hourly")}>
        Book by Hour
      </button>
      <BookingDialogHost />
    </>
  );
}

describe("BookingDialogHost", () => {
  it("opens on the event's tab and gives the focus back to the opener on Escape", async () => {
    render(<Page />);
    const opener = screen.getByRole("button", { name: "Book by Hour" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Book a ride" }, { timeout: 8000 });
    expect(screen.getByRole("tab", { name: "Book by Hour" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(opener).toHaveFocus();
  });
});
