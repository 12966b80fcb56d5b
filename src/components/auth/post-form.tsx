import type { FormEventHandler, ReactNode, Ref } from "react";

/**
 * The form element of the sign-in, registration and password pages. It posts: pressed before
 * the page's script has loaded, it never puts the e-mail and password in the address bar. The
 * fields' own messages replace the browser's (`noValidate`).
 */
export function PostForm({
  ref,
  onSubmit,
  className = "flex flex-col gap-4",
  children,
}: {
  ref: Ref<HTMLFormElement>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form ref={ref} method="post" onSubmit={onSubmit} noValidate className={className}>
      {children}
    </form>
  );
}
