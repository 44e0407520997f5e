import { type DocumentKind, type DocumentStatus, pdfFileName } from "@app/domain";
import { m } from "@app/i18n/messages";
import { Download } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { pdfUrl } from "./api";
import { APP_LANG, withGerman } from "./official-text";
import { SPEC_TEXTS } from "./spec-texts";

/**
 * 'PDF herunterladen': a download link once the document is 'Vollständig'. Before that the button is
 * disabled and says why: in a tooltip for the mouse, and as its description for keyboard and screen
 * reader users. It stays focusable (aria-disabled instead of disabled) so the description can be reached.
 */
export function PdfDownloadButton({
  kind,
  id,
  status,
  missing,
}: {
  kind: DocumentKind;
  id: string;
  status: DocumentStatus;
  /** Titles of the sections still incomplete. */
  missing: string[];
}) {
  const reasonId = useId();
  if (status === "vollstaendig") {
    return (
      <Button asChild>
        <a href={pdfUrl(kind, id)} download={pdfFileName(id, kind)}>
          <Download aria-hidden="true" />
          {SPEC_TEXTS.downloadPdf}
        </a>
      </Button>
    );
  }
  // The app's explanation (page language) around the official German section titles.
  const reason = missing.length
    ? withGerman((sections) => m.gewa_pdf_missing({ sections }), missing.join(", "))
    : m.gewa_pdf_not_completed();
  return (
    <>
      <Tooltip>
        <TooltipTrigger asChild>
          <Button
            aria-disabled="true"
            aria-describedby={reasonId}
            className="cursor-not-allowed opacity-50"
            onClick={(event) => event.preventDefault()}
          >
            <Download aria-hidden="true" />
            {SPEC_TEXTS.downloadPdf}
          </Button>
        </TooltipTrigger>
        <TooltipContent className="max-w-xs" lang={APP_LANG}>
          {reason}
        </TooltipContent>
      </Tooltip>
      <span id={reasonId} className="sr-only" lang={APP_LANG}>
        {reason}
      </span>
    </>
  );
}
