import { signInSchema, signUpSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { CredentialsValues } from "./api";

/** Loaded after the sign-in page has shown (lazy-resolver.ts): the rules of packages/domain, with zod. */
export const signInResolver: Resolver<CredentialsValues> = zodResolver(signInSchema);
// The form's values always hold a name (its default is ""); the shared type has it optional for sign-in.
export const signUpResolver = zodResolver(signUpSchema) as Resolver<CredentialsValues>;
