import { signInSchema, signUpSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { CredentialsMode, CredentialsValues } from "./api";

/** The sign-in and sign-up rules of packages/domain, as form resolvers; loaded on the first check. */
export const credentialsResolvers: Record<CredentialsMode, Resolver<CredentialsValues>> = {
  "sign-in": zodResolver(signInSchema),
  // Sign-up has a name as well; the form shares one value type for both modes.
  "sign-up": zodResolver(signUpSchema) as Resolver<CredentialsValues>,
};
