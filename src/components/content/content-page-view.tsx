/** A content page's sanitised HTML with the site's typography (also the console's preview). */
export function ContentPageView({ title, html }: { title: string; html: string }) {
  return (
    <article className="mx-auto max-w-site px-4 py-16">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <div
        className="content-body mt-4 max-w-3xl [&_a]:text-brand-gold-700 [&_a]:underline [&_dd]:mt-1 [&_dd]:text-3xl [&_dd]:font-bold [&_dd]:text-brand-gold-400 [&_dl]:mt-10 [&_dl]:grid [&_dl]:max-w-none [&_dl]:gap-6 [&_dl>div]:rounded-lg [&_dl>div]:bg-brand-black [&_dl>div]:p-6 [&_dl>div]:text-center [&_dt]:text-sm [&_dt]:text-neutral-300 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p]:text-neutral-700 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 sm:[&_dl]:grid-cols-5"
        // The HTML comes from renderMarkdown, which sanitises it against an allow-list.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
