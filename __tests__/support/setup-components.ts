import "@testing-library/jest-dom";

// jsdom lacks the pointer-capture and scrolling APIs Radix Select and Popover call; they are
// no-ops here so the kit's controls can be driven by keyboard and pointer in tests.
if (typeof window !== "undefined") {
  const proto = window.HTMLElement.prototype;
  proto.hasPointerCapture ??= () => false;
  proto.releasePointerCapture ??= () => undefined;
  proto.setPointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
