import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Button, buttonClass } from "@/components/ui/button";

describe("Button", () => {
  it("is a non-submitting button by default and calls onClick", async () => {
    const onClick = jest.fn();
    render(
      <form
        onSubmit={() => {
          throw new Error("submitted");
        }}
      >
        <Button onClick={onClick}>Save</Button>
      </form>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("submits when asked and honours disabled", () => {
    render(
      <Button type="submit" disabled>
        Send
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveAttribute("type", "submit");
    expect(button).toBeDisabled();
  });

  it("renders its child as the element with asChild (a link styled as a button)", () => {
    render(
      <Button asChild variant="secondary">
        <a href="/book">Book now</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Book now" });
    expect(link).toHaveAttribute("href", "/book");
    expect(link.className).toContain("bg-brand-gold-400");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("gives every variant and size a 44px minimum target and lets a caller class win", () => {
    for (const variant of [
      "primary",
      "secondary",
      "outline",
      "ghost",
      "danger",
      "danger-outline",
      "link",
    ] as const) {
      expect(buttonClass({ variant })).toMatch(/min-h-11|size-11/);
    }
    expect(buttonClass({ size: "icon" })).toContain("size-11");
    expect(buttonClass({ size: "lg" })).toContain("min-h-12");
    expect(buttonClass({ variant: "danger" })).toContain("bg-red-700");
    expect(buttonClass({ className: "bg-green-700" })).not.toContain("bg-brand-black");
    expect(buttonClass({ fullWidth: true })).toContain("w-full");
  });
});
