import { twoFactorCodeSchema } from "@app/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";

/** Loaded after the sign-in page has shown (lazy-resolver.ts), with zod. */
export const twoFactorResolver = zodResolver(z.object({ code: twoFactorCodeSchema, trustDevice: z.boolean() }));
