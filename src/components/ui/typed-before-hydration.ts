"use client";

import { useEffect, type RefObject } from "react";

/**
 * A form the server renders can be typed in before its scripts have run. React keeps what was
 * typed on the screen when it hydrates but does not tell the form's state, so the field shows
 * "4242 4242..." while react-hook-form still holds "" and refuses it as empty. After hydration
 * this replays each such change as the user's own event. React notices a change by comparing the
 * element's value with the last one it saw (set through the element's own `value` or `checked`
 * property), so each field is first told its rendered value, then given the typed one through
 * the prototype's setter, which React does not watch, and the event React listens to is sent.
 */
export function adoptTypedValues(form: HTMLFormElement): void {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.type === "radio" || element.type === "checkbox") {
        // A radio unticked by another one's tick needs nothing: the ticked one carries the choice.
        if (
          element.checked === element.defaultChecked ||
          (element.type === "radio" && !element.checked)
        )
          continue;
        const chosen = element.checked;
        element.checked = !chosen;
        element.click(); // back to the user's choice, through the event React reads for these
      } else if (element.value !== element.defaultValue) {
        replay(element, HTMLInputElement.prototype, "input");
      }
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue)
        replay(element, HTMLTextAreaElement.prototype, "input");
    } else if (element instanceof HTMLSelectElement) {
      const changed = Array.from(element.options).some(
        (option) => option.selected !== option.defaultSelected,
      );
      if (changed) replay(element, HTMLSelectElement.prototype, "change");
    }
  }
}

function replay(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  prototype: object,
  eventName: "input" | "change",
) {
  const typed = element.value;
  const rendered =
    element instanceof HTMLSelectElement
      ? ((
          Array.from(element.options).find((option) => option.defaultSelected) ?? element.options[0]
        )?.value ?? "")
      : element.defaultValue;
  element.value = rendered;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(element, typed);
  element.dispatchEvent(new Event(eventName, { bubbles: true }));
}

/** Runs `adoptTypedValues` once, after hydration, on the form `ref` points at. */
export function useTypedBeforeHydration(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    if (ref.current) adoptTypedValues(ref.current);
  }, [ref]);
}
