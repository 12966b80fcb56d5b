"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

export const AUTO_ADVANCE_MS = 5000;
export const SLIDE_LOCK_MS = 500;

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION_QUERY).matches ?? false;
function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION_QUERY);
  query?.addEventListener?.("change", onChange);
  return () => query?.removeEventListener?.("change", onChange);
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/**
 * Three testimonials: auto-advance every 5 s, a 500 ms lock between slides, previous/next and
 * dots, wrapping around. Pauses while focus is inside and for users who prefer reduced motion.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    prefersReducedMotion,
    () => false,
  );
  const locked = useRef(false);
  const count = testimonials.length;

  const go = useCallback(
    (next: (current: number) => number) => {
      if (locked.current) return;
      locked.current = true;
      setIndex((current) => (next(current) + count) % count);
      setTimeout(() => {
        locked.current = false;
      }, SLIDE_LOCK_MS);
    },
    [count],
  );

  useEffect(() => {
    if (paused || reducedMotion) return;
    const timer = setInterval(() => go((current) => current + 1), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, reducedMotion, go]);

  const current = testimonials[index]!;
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Testimonials"
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      className="mx-auto max-w-3xl text-center"
    >
      <figure
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${count}`}
        aria-live={paused || reducedMotion ? "polite" : "off"}
      >
        <blockquote className="text-xl leading-relaxed text-white">“{current.quote}”</blockquote>
        <figcaption className="mt-4 text-brand-gold-300">
          {current.name}, <span className="text-neutral-300">{current.role}</span>
        </figcaption>
      </figure>
      <div className="mt-6 flex items-center justify-center gap-4">
        <Button
          variant="inverse"
          size="icon"
          className="rounded-full"
          aria-label="Previous testimonial"
          onClick={() => go((i) => i - 1)}
        >
          <ChevronLeft aria-hidden className="h-5 w-5" />
        </Button>
        {testimonials.map((testimonial, dot) => (
          // The dot is drawn small; the button around it is the 44px target.
          <Button
            key={testimonial.name}
            variant="plain"
            size="icon"
            aria-label={`Show testimonial ${dot + 1}`}
            aria-current={dot === index ? "true" : undefined}
            onClick={() => go(() => dot)}
          >
            <span
              aria-hidden
              className={`size-3 rounded-full ${dot === index ? "bg-brand-gold-400" : "bg-neutral-500"}`}
            />
          </Button>
        ))}
        <Button
          variant="inverse"
          size="icon"
          className="rounded-full"
          aria-label="Next testimonial"
          onClick={() => go((i) => i + 1)}
        >
          <ChevronRight aria-hidden className="h-5 w-5" />
        </Button>
      </div>
    </div>
  );
}
