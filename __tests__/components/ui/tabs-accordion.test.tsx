import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

describe("Tabs", () => {
  it("switches panels by click and arrow keys", async () => {
    render(
      <Tabs defaultValue="upcoming">
        <TabsList aria-label="Bookings">
          <TabsTrigger value="upcoming">Upcoming</TabsTrigger>
          <TabsTrigger value="past">Past</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">Next rides</TabsContent>
        <TabsContent value="past">Old rides</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tablist", { name: "Bookings" })).toBeInTheDocument();
    expect(screen.getByRole("tabpanel", { name: "Upcoming" })).toHaveTextContent("Next rides");
    act(() => screen.getByRole("tab", { name: "Upcoming" }).focus());
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Past" })).toHaveFocus();
    await userEvent.click(screen.getByRole("tab", { name: "Past" }));
    expect(screen.getByRole("tab", { name: "Past" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Past" })).toHaveTextContent("Old rides");
  });
});

describe("Accordion", () => {
  it("expands an item from its heading button", async () => {
    render(
      <Accordion type="single" collapsible>
        <AccordionItem value="refunds">
          <AccordionTrigger>How do refunds work?</AccordionTrigger>
          <AccordionContent>Free up to 1 hour before pickup.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole("button", { name: "How do refunds work?" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Free up to 1 hour before pickup.")).not.toBeInTheDocument();
    act(() => trigger.focus());
    await userEvent.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("region", { name: "How do refunds work?" })).toHaveTextContent(
      "Free up to 1 hour before pickup.",
    );
  });
});
