import { act, useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { useTypedBeforeHydration } from "@/components/ui/typed-before-hydration";

// This file drives react-dom itself (no Testing Library), so it says it runs under act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function CardForm() {
  const ref = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(ref);
  const [number, setNumber] = useState("");
  const [month, setMonth] = useState("");
  const [trip, setTrip] = useState("one_way");
  const [terms, setTerms] = useState(false);
  const [note, setNote] = useState("");
  return (
    <form ref={ref}>
      <input aria-label="Card number" value={number} onChange={(e) => setNumber(e.target.value)} />
      <select aria-label="Month" value={month} onChange={(e) => setMonth(e.target.value)}>
        <option value="">Month</option>
        <option value="12">12</option>
      </select>
      {["one_way", "return"].map((value) => (
        <input
          key={value}
          type="radio"
          name="trip"
          value={value}
          aria-label={value}
          checked={trip === value}
          onChange={() => setTrip(value)}
        />
      ))}
      <input
        type="checkbox"
        aria-label="Terms"
        checked={terms}
        onChange={(e) => setTerms(e.target.checked)}
      />
      <textarea aria-label="Note" value={note} onChange={(e) => setNote(e.target.value)} />
      <output>{JSON.stringify({ number, month, trip, terms, note })}</output>
    </form>
  );
}

async function hydrateAfter(typing: (form: HTMLFormElement) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<CardForm />);
  document.body.append(container);
  const form = container.querySelector("form")!;
  typing(form);
  await act(async () => {
    hydrateRoot(container, <CardForm />);
  });
  const state = JSON.parse(container.querySelector("output")!.textContent ?? "{}") as unknown;
  container.remove();
  return { form, state };
}

describe("what is typed before hydration", () => {
  it("reaches the form's state: text, select, radio, checkbox and text area", async () => {
    const { form, state } = await hydrateAfter((form) => {
      (form.elements[0] as HTMLInputElement).value = "4242 4242";
      (form.elements[1] as HTMLSelectElement).value = "12";
      (form.querySelector('[value="return"]') as HTMLInputElement).checked = true;
      (form.querySelector('[type="checkbox"]') as HTMLInputElement).checked = true;
      form.querySelector("textarea")!.value = "Gate 4";
    });
    expect(state).toEqual({
      number: "4242 4242",
      month: "12",
      trip: "return",
      terms: true,
      note: "Gate 4",
    });
    expect((form.querySelector('[value="return"]') as HTMLInputElement).checked).toBe(true);
    expect((form.querySelector('[type="checkbox"]') as HTMLInputElement).checked).toBe(true);
  });

  it("changes nothing when nothing was typed", async () => {
    const { state } = await hydrateAfter(() => {});
    expect(state).toEqual({ number: "", month: "", trip: "one_way", terms: false, note: "" });
  });
});
