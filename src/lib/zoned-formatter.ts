/**
 * Building an Intl formatter costs far more than using one, and lists (the dispatch suggestions
 * judge thousands of documents, the board shapes every block) ask for the same zone again and
 * again: this keeps one formatter per zone for a given style. Client-safe.
 */
export function zonedFormatter(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}
