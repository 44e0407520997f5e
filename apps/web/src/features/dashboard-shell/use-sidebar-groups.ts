import { useState } from "react";
import { defaultExpandedGroups } from "./nav-items";

/** Which nav groups (docs/product.md#sidebar) are expanded is remembered locally, under one key. */
export const SIDEBAR_GROUPS_STORAGE_KEY = "sidebar-groups";

type GroupState = Record<string, boolean>;

function readStored(): GroupState {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SIDEBAR_GROUPS_STORAGE_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as GroupState) : {};
  } catch {
    return {};
  }
}

export function useSidebarGroups() {
  const [groups, setGroups] = useState<GroupState>(() => ({ ...defaultExpandedGroups, ...readStored() }));

  const setGroupOpen = (title: string, open: boolean) => {
    const next = { ...groups, [title]: open };
    setGroups(next);
    try {
      localStorage.setItem(SIDEBAR_GROUPS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  return { isGroupOpen: (title: string) => groups[title] === true, setGroupOpen };
}
