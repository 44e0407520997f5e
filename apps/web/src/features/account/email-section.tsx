import { emailSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { FormField } from "@/components/form-field";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { useChangeEmailMutation } from "./security-api";

/** Email: a new address changes only once the link sent to it is opened; the old one is told. */
export function EmailSection({ email }: { email: string }) {
  const schema = z.object({
    newEmail: emailSchema.refine((value) => value.toLowerCase() !== email.toLowerCase(), {
      error: "This is already your email address",
    }),
  });
  const form = useForm<{ newEmail: string }>({ resolver: zodResolver(schema), defaultValues: { newEmail: "" } });
  const change = useChangeEmailMutation({
    onSuccess: (_, newEmail) => {
      toast.success(`Check ${newEmail} and open the link to confirm the change.`);
      form.reset();
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form onSubmit={form.handleSubmit(({ newEmail }) => change.mutate(newEmail))} noValidate>
      <SectionCard
        title="Email"
        description={
          <>
            You sign in with <strong className="text-foreground font-medium break-all">{email}</strong>. A new address
            takes effect once you open the link we send to it.
          </>
        }
        footer={
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Sending..." : "Change email"}
          </Button>
        }
      >
        <FormField
          id="new-email"
          label="New email address"
          type="email"
          autoComplete="email"
          error={form.formState.errors.newEmail?.message}
          {...form.register("newEmail")}
        />
      </SectionCard>
    </form>
  );
}
