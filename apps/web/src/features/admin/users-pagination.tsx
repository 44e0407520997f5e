import { m } from "@app/i18n/messages";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCount } from "./messages";

interface UsersPaginationProps {
  page: number;
  pageCount: number;
  /** The list goes on past the last page that can be reached (decisions 024, 025): "of 100+". */
  morePages?: boolean;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / Next with the page number; not shown at all when everything fits on one page (docs/product.md#user-list). */
export function UsersPagination({
  page,
  pageCount,
  morePages = false,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: UsersPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={m.admin_pagination()} className="flex items-center gap-2">
      <Button variant="outline" size="sm" disabled={!canPrevious} onClick={onPrevious}>
        <ChevronLeft />
        {m.admin_previous()}
      </Button>
      <span className="text-muted-foreground text-sm whitespace-nowrap tabular-nums">
        {m.admin_page_of({ page: formatCount(page), pages: `${formatCount(pageCount)}${morePages ? "+" : ""}` })}
      </span>
      <Button variant="outline" size="sm" disabled={!canNext} onClick={onNext}>
        {m.admin_next()}
        <ChevronRight />
      </Button>
    </nav>
  );
}
