import { m } from "@app/i18n/messages";
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

interface ConfirmDialogProps {
  /** The button that opens the dialog; omit it and pass open/onOpenChange to open it from elsewhere. */
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  question: ReactNode;
  confirmLabel: string;
  /** The German screens say 'Abbrechen'. */
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  /** Fields that shape the action (the ban's reason and end), between the question and the buttons. */
  children?: ReactNode;
}

/** A yes/no question before an action that cannot be taken back or that changes who is signed in. */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  question,
  confirmLabel,
  cancelLabel = m.common_cancel(),
  destructive,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            className={destructive ? buttonVariants({ variant: "destructive" }) : undefined}
            onClick={onConfirm}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
