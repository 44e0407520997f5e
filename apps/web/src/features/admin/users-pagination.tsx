import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

interface UsersPaginationProps {
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / Next with the page number; not shown at all when everything fits on one page (SPEC §9). */
export function UsersPagination({ page, pageCount, canPrevious, canNext, onPrevious, onNext }: UsersPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center gap-2">
      <Button variant="outline" size="sm" disabled={!canPrevious} onClick={onPrevious}>
        <ChevronLeft />
        Previous
      </Button>
      <span className="text-muted-foreground text-sm whitespace-nowrap tabular-nums">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={!canNext} onClick={onNext}>
        Next
        <ChevronRight />
      </Button>
    </nav>
  );
}
