import { m } from "@app/i18n/messages";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { CreateOrganizationForm } from "./create-organization-form";

interface NewOrganizationDialogProps {
  /** Controlled from the URL (?create=true), so the sidebar's 'Create organization' can open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** 'New organization' on the list page: the /neworg form in a dialog; the new one becomes active. */
export function NewOrganizationDialog(props: NewOrganizationDialogProps) {
  const [localOpen, setLocalOpen] = useState(false);
  const open = props.open ?? localOpen;
  const setOpen = props.onOpenChange ?? setLocalOpen;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus />
          {m.org_new()}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.org_new()}</DialogTitle>
          <DialogDescription>{m.org_new_description()}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts with an empty form. */}
        {open ? <CreateOrganizationForm onCreated={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
