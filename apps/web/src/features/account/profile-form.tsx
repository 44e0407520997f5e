import { type ProfileInput, profileSchema } from "@app/domain";
import { m } from "@app/i18n/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { InitialsAvatar } from "@/components/initials-avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { SessionData } from "@/lib/auth-client";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { useUpdateProfileMutation } from "./api";

type User = SessionData["user"];

/** /dashboard/account (docs/product.md#profile): the 'Profile' card with name and avatar URL. */
export function ProfileForm({ user }: { user: User }) {
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, image: user.image ?? "" },
  });
  const { errors } = form.formState;
  const [name, image] = form.watch(["name", "image"]);
  const save = useUpdateProfileMutation({
    onSuccess: (_, values) => {
      toast.success(m.account_profile_updated());
      // The saved values are the new baseline (trimmed name, and so on).
      form.reset({ name: values.name, image: values.image ?? "" });
    },
    onError: (error) => toast.error(error.message),
  });

  const onSubmit = form.handleSubmit((values) => save.mutate(values));

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <CardHeader>
          <CardTitle className="text-xl">
            <h1>{m.account_profile_title()}</h1>
          </CardTitle>
          <CardDescription>{m.account_profile_description()}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="flex min-w-0 items-center gap-4">
            <InitialsAvatar
              name={name || user.name}
              image={errors.image ? undefined : image}
              className="size-14 rounded-lg"
              fallbackClassName="rounded-lg text-base"
            />
            <div className="grid min-w-0 text-sm">
              <span className="truncate font-medium">{name || user.name}</span>
              <span className="text-muted-foreground truncate">{user.email}</span>
            </div>
          </div>
          <Field data-invalid={Boolean(errors.name)}>
            <FieldLabel htmlFor="profile-name">{m.account_name_label()}</FieldLabel>
            <Input {...fieldAria("profile-name", errors.name)} autoComplete="name" {...form.register("name")} />
            <FieldError id={errorId("profile-name")} errors={[errors.name]} />
          </Field>
          <Field data-invalid={Boolean(errors.image)}>
            <FieldLabel htmlFor="profile-image">{m.account_profile_avatar_url()}</FieldLabel>
            <Input
              {...fieldAria("profile-image", errors.image, true)}
              type="url"
              placeholder="https://example.com/avatar.png"
              {...form.register("image")}
            />
            <FieldError id={errorId("profile-image")} errors={[errors.image]} />
            <FieldDescription id={descriptionId("profile-image")}>{m.account_profile_avatar_hint()}</FieldDescription>
          </Field>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? m.account_saving() : m.account_save()}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
