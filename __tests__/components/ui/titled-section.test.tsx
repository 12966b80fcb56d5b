import { render, screen } from "@testing-library/react";
import { TitledSection } from "@/components/ui/titled-section";

describe("TitledSection", () => {
  it("is a region named by its heading", () => {
    render(
      <TitledSection id="ride-title" title="Your ride">
        <p>Heathrow to the Savoy</p>
      </TitledSection>,
    );
    const region = screen.getByRole("region", { name: "Your ride" });
    expect(region).toHaveTextContent("Heathrow to the Savoy");
    expect(screen.getByRole("heading", { level: 2, name: "Your ride" })).toBeInTheDocument();
  });

  it("as an aside is complementary content, and the caller's classes override the card's", () => {
    render(
      <TitledSection as="aside" id="contact-title" title="Contact details" className="p-6">
        <p>Call us</p>
      </TitledSection>,
    );
    const aside = screen.getByRole("complementary", { name: "Contact details" });
    expect(aside).toHaveClass("p-6");
    expect(aside).not.toHaveClass("p-5");
  });
});
