import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from "@/components/ui/alert-dialog";
import { Dialog, DialogContent } from "@/components/ui/dialog";

/** A row's button opening a dialog through state, as the console's lists do (no Trigger). */
function RowWithDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        View Details
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Booking details">
          <p>Details</p>
        </DialogContent>
      </Dialog>
    </>
  );
}

function RowWithConfirmation() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Approve
      </button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent title="Approve?" description="The partner can sign in.">
          <AlertDialogCancel>Cancel</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}

/** An application's Reject: deciding removes the actions (the opener) from the row. */
function ApplicationRow() {
  const [decided, setDecided] = useState(false);
  return (
    <div>
      <button type="button">View Details</button>
      {decided ? null : <DecisionActions onDecided={() => setDecided(true)} />}
    </div>
  );
}

function DecisionActions({ onDecided }: { onDecided: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Reject
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title="Reject the application?">
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              onDecided();
            }}
          >
            Reject application
          </button>
        </DialogContent>
      </Dialog>
    </div>
  );
}

describe("closing a dialog returns focus to the button that opened it", () => {
  it("after Escape", async () => {
    const user = userEvent.setup();
    render(<RowWithDialog />);
    await user.click(screen.getByRole("button", { name: "View Details" }));
    expect(await screen.findByRole("dialog", { name: "Booking details" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "View Details" })).toHaveFocus();
  });

  it("after Close", async () => {
    const user = userEvent.setup();
    render(<RowWithDialog />);
    await user.click(screen.getByRole("button", { name: "View Details" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "View Details" })).toHaveFocus();
  });

  it("after cancelling a confirmation", async () => {
    const user = userEvent.setup();
    render(<RowWithConfirmation />);
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Approve" })).toHaveFocus();
  });

  it("or, when the decision removed that button, to the row's next control (never the page top)", async () => {
    const user = userEvent.setup();
    render(<ApplicationRow />);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    await user.click(await screen.findByRole("button", { name: "Reject application" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "View Details" })).toHaveFocus());
  });
});
