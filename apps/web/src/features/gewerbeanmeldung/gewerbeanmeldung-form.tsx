import {
  type CreateGewerbeanmeldungInput,
  createGewerbeanmeldungSchema,
  DEFAULT_BUNDESLAND,
  DEFAULT_LAND,
  gewerbeMessages,
} from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FieldPath, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { fieldIssues } from "@/lib/errors";
import { leavingFormDisabled } from "@/lib/leaving-form";
import { AddressFields } from "./address-fields";
import { useCreateGewerbeanmeldungMutation } from "./api";
import { answerText, German } from "./official-text";
import { SPEC_TEXTS } from "./spec-texts";

type FormValues = CreateGewerbeanmeldungInput;
type SubmitValues = z.output<typeof createGewerbeanmeldungSchema>;

const emptyAddress = (): FormValues["wohnanschrift_11"] => ({
  strasse: "",
  hausnummer: "",
  adresszusatz: "",
  postleitzahl: "",
  ort: "",
  bundesland: { kuerzel: DEFAULT_BUNDESLAND.kuerzel },
  land: { kuerzel: DEFAULT_LAND.kuerzel },
});

/** The create form (docs/product.md#quick-create): both addresses, checked with the same schema the server uses. */
export function GewerbeanmeldungForm() {
  const navigate = useNavigate();
  const create = useCreateGewerbeanmeldungMutation({
    onSuccess: async ({ documentId }) => {
      const open = () => navigate({ to: "/dashboard/docs/gewerbeanmeldung/$id", params: { id: documentId } });
      // The toast is outside the screen (page language): its German texts are marked.
      toast.success(<German>{gewerbeMessages.erstellt}</German>, {
        description: m.gewa_document_id({ id: documentId }),
        action: { label: <German>{SPEC_TEXTS.show}</German>, onClick: () => void open() },
      });
      // To the list, where the new document is on top; the toast's 'Anzeigen' opens it.
      await navigate({ to: "/dashboard/docs/gewerbeanmeldung" });
    },
    onError: (error) => showSubmitError(error, (path, message) => form.setError(path, { type: "server", message })),
  });

  const form = useForm<FormValues, unknown, SubmitValues>({
    resolver: zodResolver(createGewerbeanmeldungSchema),
    defaultValues: { wohnanschrift_11: emptyAddress(), betriebsstaette_15: emptyAddress() },
    disabled: leavingFormDisabled(create),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => create.mutate(values));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardContent>
            <AddressFields
              section="wohnanschrift_11"
              legend="Wohnanschrift"
              register={form.register}
              control={form.control}
              setValue={form.setValue}
              errors={errors.wohnanschrift_11}
            />
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <AddressFields
              section="betriebsstaette_15"
              legend="Betriebsstätte"
              register={form.register}
              control={form.control}
              setValue={form.setValue}
              errors={errors.betriebsstaette_15}
            />
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to="/dashboard/docs/gewerbeanmeldung">{m.gewa_cancel()}</Link>
        </Button>
        <Button type="submit" disabled={create.isPending} lang="de">
          {create.isPending ? SPEC_TEXTS.submitting : SPEC_TEXTS.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * The server's message (docs/product.md#quick-create), else the generic one. Our server's 4xx messages are German; a 5xx or a
 * network failure carries an English technical text, which the generic message replaces. Field issues of a
 * BAD_REQUEST also go under their fields (paths like "wohnanschrift_11.postleitzahl" are form paths).
 */
function showSubmitError(error: unknown, setFieldError: (path: FieldPath<FormValues>, message: string) => void) {
  for (const issue of fieldIssues(error)) setFieldError(issue.path as FieldPath<FormValues>, issue.message);
  toast.error(answerText(error, <German>{gewerbeMessages.einreichenFehler}</German>));
}
