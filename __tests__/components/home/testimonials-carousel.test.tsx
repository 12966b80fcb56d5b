import { act, fireEvent, render, screen } from "@testing-library/react";
import { TestimonialsCarousel } from "@/components/home/testimonials-carousel";

const items = [
  { quote: "First quote", name: "A", role: "r" },
  { quote: "Second quote", name: "B", role: "r" },
  { quote: "Third quote", name: "C", role: "r" },
];

describe("TestimonialsCarousel", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("advances every 5 seconds and wraps around", () => {
    render(<TestimonialsCarousel testimonials={items} />);
    expect(screen.getByText(/First quote/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByText(/Second quote/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.getByText(/First quote/)).toBeInTheDocument();
  });

  it("has previous, next and dots, with a 500 ms lock between slides", () => {
    render(<TestimonialsCarousel testimonials={items} />);
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(screen.getByText(/Third quote/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(screen.getByText(/Third quote/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(screen.getByText(/First quote/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole("button", { name: "Show testimonial 2" }));
    expect(screen.getByText(/Second quote/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show testimonial 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("pauses while keyboard focus is inside", () => {
    render(<TestimonialsCarousel testimonials={items} />);
    act(() => screen.getByRole("button", { name: "Next testimonial" }).focus());
    act(() => jest.advanceTimersByTime(15000));
    expect(screen.getByText(/First quote/)).toBeInTheDocument();
  });
});
