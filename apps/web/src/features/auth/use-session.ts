import { useQuery } from "@tanstack/react-query";
import { sessionQueryOptions } from "./session";

export function useSession() {
  return useQuery(sessionQueryOptions);
}
