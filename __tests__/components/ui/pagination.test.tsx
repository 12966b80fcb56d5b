import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Pagination } from "@/components/ui/pagination";

describe("Pagination", () => {
  it("links each page to its href with the current page marked and ellipses for gaps", () => {
    render(<Pagination page={5} pageSize={10} total={200} hrefFor={(p) => `/list?page=${p}`} />);
    expect(screen.getByText("Showing 41 to 50 of 200 entries")).toBeInTheDocument();
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByRole("link", { name: "Previous" })).toHaveAttribute(
      "href",
      "/list?page=4",
    );
    expect(within(nav).getByRole("link", { name: "Next" })).toHaveAttribute("href", "/list?page=6");
    expect(within(nav).getByRole("link", { name: "Page 5" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const pages = within(nav)
      .getAllByRole("link", { name: /^Page / })
      .map((link) => link.textContent);
    expect(pages).toEqual(["1", "4", "5", "6", "20"]);
    expect(within(nav).getAllByText("…")).toHaveLength(2);
  });

  it("calls onPageChange and disables Previous on the first page", async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={1} pageSize={25} total={60} onPageChange={onPageChange} />);
    expect(screen.getByText("Showing 1 to 25 of 60 entries")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Previous" })).not.toBeInTheDocument();
    expect(screen.getByText("Previous")).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it("says so when the list is empty", () => {
    render(<Pagination page={1} pageSize={10} total={0} onPageChange={jest.fn()} />);
    expect(screen.getByText("Showing 0 entries")).toBeInTheDocument();
    expect(screen.getByText("Next")).toHaveAttribute("aria-disabled", "true");
  });
});
