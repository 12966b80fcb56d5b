import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";

describe("Dialog", () => {
  it("opens from its trigger, is named by its title, and closes with Escape and the X", async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>View details</Button>
        </DialogTrigger>
        <DialogContent title="Booking #7" description="Your ride">
          <p>Heathrow to Mayfair</p>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole("button", { name: "View details" });
    await userEvent.click(trigger);
    const dialog = screen.getByRole("dialog", { name: "Booking #7" });
    expect(dialog).toHaveAccessibleDescription("Your ride");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});

describe("Dialog without a description", () => {
  it("does not point aria-describedby at a missing element", () => {
    render(
      <Dialog open>
        <DialogContent title="Book a ride">
          <p>Form</p>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole("dialog", { name: "Book a ride" })).not.toHaveAttribute(
      "aria-describedby",
    );
  });
});

describe("AlertDialog", () => {
  function Confirm({ onConfirm }: { onConfirm: () => void }) {
    return (
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="danger">Delete</Button>
        </AlertDialogTrigger>
        <AlertDialogContent title="Delete this page?" description="This cannot be undone.">
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Yes, delete</AlertDialogAction>
        </AlertDialogContent>
      </AlertDialog>
    );
  }

  it("asks before acting, with focus on the safe choice", async () => {
    const onConfirm = jest.fn();
    render(<Confirm onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this page?" });
    expect(dialog).toHaveAccessibleDescription("This cannot be undone.");
    expect(screen.getByRole("button", { name: "Keep it" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });
});
