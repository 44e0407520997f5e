import { healthStatusSchema } from "@app/domain";
import { oc } from "./base";

export const healthContract = oc.output(healthStatusSchema);
