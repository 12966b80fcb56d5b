import type { ReactNode } from "react";
import { ListFilters, type FilterDefinition } from "@/components/ui/list-filters";
import { PageHeader } from "@/components/ui/page-header";
import { sortParam, type SortOrder } from "@/lib/list-sort";

/**
 * A console list page: its header, its filters (a clearable group whose Sort by select shows the
 * order in force, the default one included) and, as children, the table and what follows it.
 */
export function SortedListPage({
  title,
  description,
  actions,
  filtersLabel,
  filters,
  sort,
  children,
}: {
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  /** Names the filter group for assistive technology. */
  filtersLabel: string;
  filters: readonly FilterDefinition[];
  sort: SortOrder<string>;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} actions={actions} />
      <ListFilters
        label={filtersLabel}
        filters={filters}
        shown={{ sort: sortParam(sort) }}
        clearable
      />
      {children}
    </div>
  );
}
