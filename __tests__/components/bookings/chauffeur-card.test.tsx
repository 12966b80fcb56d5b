import { render, screen, within } from "@testing-library/react";
import { ChauffeurCard, ChauffeurCards } from "@/components/bookings/chauffeur-card";
import type { CustomerChauffeur } from "@/lib/dispatch/customer-chauffeur";

const chauffeur: CustomerChauffeur = {
  car_number: 1,
  first_name: "Dana",
  photo_url: "/api/files/drivers/photos/abc.webp",
  car: { make: "Mercedes-Benz", model: "S-Class", colour: "Black", plate: "AB12 CDE" },
  status: "on_the_way",
  status_label: "On the way",
  phone: null,
};

describe("ChauffeurCard", () => {
  it("shows the first name, photo, car, plate and status, and no call button outside the window", () => {
    render(<ChauffeurCard chauffeur={chauffeur} />);
    const card = screen.getByRole("region", { name: "Your chauffeur" });
    expect(within(card).getByText("Dana")).toBeInTheDocument();
    expect(within(card).getByRole("img", { name: "Photo of Dana" })).toHaveAttribute(
      "src",
      chauffeur.photo_url,
    );
    expect(within(card).getByText("On the way")).toBeInTheDocument();
    expect(within(card).getByText(/Black Mercedes-Benz S-Class/)).toBeInTheDocument();
    expect(within(card).getByText("AB12 CDE")).toBeInTheDocument();
    expect(within(card).queryByRole("link", { name: /call chauffeur/i })).toBeNull();
  });

  it("offers a tel: link to call the chauffeur when the server sends the phone", () => {
    render(<ChauffeurCard chauffeur={{ ...chauffeur, phone: "+44 7700 900222" }} />);
    expect(screen.getByRole("link", { name: "Call chauffeur Dana" })).toHaveAttribute(
      "href",
      "tel:+447700900222",
    );
  });

  it("shows a placeholder without a photo, and no car line without a car", () => {
    render(<ChauffeurCard chauffeur={{ ...chauffeur, photo_url: null, car: null }} />);
    expect(screen.getByRole("img", { name: "No photo of Dana" })).toBeInTheDocument();
    expect(screen.queryByText(/Mercedes/)).toBeNull();
  });

  it("names each car of a booking with several, and shows nothing while none is assigned", () => {
    const { rerender } = render(
      <ChauffeurCards
        chauffeurs={[chauffeur, { ...chauffeur, car_number: 2, first_name: "Eli" }]}
        numberOfCars={2}
      />,
    );
    expect(screen.getByRole("region", { name: "Your chauffeur, car 1" })).toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Your chauffeur, car 2" })).getByText("Eli"),
    ).toBeInTheDocument();
    rerender(<ChauffeurCards chauffeurs={[]} numberOfCars={2} />);
    expect(screen.queryByRole("region")).toBeNull();
  });
});

describe("Follow your ride", () => {
  it("posts to the booking's trip link for that car while the chauffeur holds the job", () => {
    render(
      <ChauffeurCards
        chauffeurs={[{ ...chauffeur, car_number: 2 }]}
        numberOfCars={2}
        bookingId={77}
      />,
    );
    const button = screen.getByRole("button", { name: /Follow your ride/ });
    const form = button.closest("form")!;
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/bookings/77/trip-link?car=2");
  });

  it("is not offered once the ride is completed, nor without the booking", () => {
    const { rerender } = render(
      <ChauffeurCard
        chauffeur={{ ...chauffeur, status: "completed", status_label: "Completed" }}
        bookingId={77}
      />,
    );
    expect(screen.queryByRole("button", { name: /Follow your ride/ })).toBeNull();
    rerender(<ChauffeurCard chauffeur={chauffeur} />);
    expect(screen.queryByRole("button", { name: /Follow your ride/ })).toBeNull();
  });
});
