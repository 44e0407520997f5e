import { emailChangeSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { ParaglideMessage } from "@inlang/paraglide-js-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { errorId, fieldAria } from "@/lib/field-aria";
import { useChangeEmailMutation } from "./security-api";

/** Email: a new address changes only once the link sent to it is opened; the old one is told. */
export function EmailSection({ email }: { email: string }) {
  const schema = useMemo(() => emailChangeSchema(email), [email]);
  const form = useForm<{ newEmail: string }>({ resolver: zodResolver(schema), defaultValues: { newEmail: "" } });
  const { errors } = form.formState;
  const change = useChangeEmailMutation({
    onSuccess: (_, newEmail) => {
      toast.success(m.account_email_check_inbox({ email: newEmail }));
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form onSubmit={form.handleSubmit(({ newEmail }) => change.mutate(newEmail))} noValidate>
      <SectionCard
        title={m.account_email_title()}
        description={
          <ParaglideMessage
            message={m.account_email_description}
            inputs={{ email }}
            markup={{
              email: ({ children }) => <strong className="text-foreground font-medium break-all">{children}</strong>,
            }}
          />
        }
        footer={
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? m.account_sending() : m.account_email_change()}
          </Button>
        }
      >
        <Field data-invalid={Boolean(errors.newEmail)}>
          <FieldLabel htmlFor="new-email">{m.account_email_new()}</FieldLabel>
          <Input
            {...fieldAria("new-email", errors.newEmail)}
            type="email"
            autoComplete="email"
            {...form.register("newEmail")}
          />
          <FieldError id={errorId("new-email")} errors={[errors.newEmail]} />
        </Field>
      </SectionCard>
    </form>
  );
}
