/** A page's URL query as Next hands it over: per name one value, repeated values or none. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The props of a page that reads its URL query. */
export type SearchParamsProps = { searchParams: Promise<SearchParams> };
