import { Slot } from "@radix-ui/react-slot";
import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "./cn";

export type ButtonVariant =
  | "primary"
  | "secondary"
  | "outline"
  | "ghost"
  | "danger"
  | "danger-outline"
  | "link"
  | "plain"
  | "inverse";
export type ButtonSize = "sm" | "md" | "lg" | "icon" | "inline";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors motion-reduce:transition-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-gold-500 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60";

// Colour pairs meet WCAG AA for text (white on brand-black, brand-black on gold-400, red-700 on white).
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-black text-white hover:bg-brand-ink",
  secondary: "bg-brand-gold-400 text-brand-black hover:bg-brand-gold-300",
  outline: "border border-neutral-500 bg-white text-neutral-900 hover:bg-neutral-100",
  ghost: "bg-transparent text-neutral-800 hover:bg-neutral-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
  "danger-outline": "border border-red-700 bg-white text-red-800 hover:bg-red-50",
  link: "bg-transparent px-0 text-brand-gold-700 underline-offset-4 hover:underline",
  // Takes the colour of its surroundings (a dark footer, the header): text that acts.
  plain: "bg-transparent text-current underline-offset-4 hover:underline",
  // An outlined control on a dark surface (the testimonials band).
  inverse: "border border-neutral-500 bg-transparent text-white hover:bg-neutral-800",
};

// Every size keeps the 44px minimum touch target (WCAG 2.5.5 / design rule 11).
const sizes: Record<ButtonSize, string> = {
  sm: "min-h-11 px-3 py-2 text-sm",
  md: "min-h-11 px-4 py-2.5 text-sm",
  lg: "min-h-12 px-6 py-3 text-base",
  icon: "size-11 p-0",
  // In a list of links or a sentence: no padding, still a 44px tall target.
  inline: "min-h-11 p-0 text-sm",
};

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/** The button's classes, for the rare element that cannot be a Button (prefer `asChild`). */
export function buttonClass({
  variant = "primary",
  size = "md",
  fullWidth,
  className,
}: ButtonStyleOptions = {}): string {
  return cn(
    base,
    variants[variant],
    variant === "link" ? "min-h-11 text-sm" : sizes[size],
    fullWidth && "w-full",
    className,
  );
}

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyleOptions, "className"> {
  /** Renders the single child (a Link, an anchor) with the button's look instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The one button of the product; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  asChild,
  className,
  type,
  ref,
  ...props
}: ButtonProps) {
  const classes = buttonClass({ variant, size, fullWidth, className });
  if (asChild) return <Slot ref={ref} className={classes} {...props} />;
  return <button ref={ref} type={type ?? "button"} className={classes} {...props} />;
}
