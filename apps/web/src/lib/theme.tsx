import { createContext, type ReactNode, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";

export type Theme = "dark" | "light" | "system";
export const THEME_STORAGE_KEY = "vite-ui-theme";
const DEFAULT_THEME: Theme = "dark";

interface ThemeState {
  theme: Theme;
  resolvedTheme: "dark" | "light";
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

function readStoredTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" || stored === "system" ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** The stored theme changes only through setTheme, which also sets `chosen`. */
const noSubscription = () => () => {};

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToSystemTheme(onChange: () => void) {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

/**
 * The page paints in the stored theme before any of this runs (public/theme-init.js sets the class on
 * <html>). React reads the stored choice only after hydration: the prerendered HTML was rendered in
 * the default theme, and the first render in the browser must be the same.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const stored = useSyncExternalStore(noSubscription, readStoredTheme, () => DEFAULT_THEME);
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme = chosen ?? stored;
  const systemDark = useSyncExternalStore(
    subscribeToSystemTheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => true,
  );
  const resolvedTheme = theme === "system" ? (systemDark ? "dark" : "light") : theme;

  useEffect(() => {
    // While hydrating, the theme above is the default, not the stored one that theme-init.js applied.
    if (!hydrated) return;
    const root = document.documentElement;
    root.classList.remove("light", "dark");
    root.classList.add(resolvedTheme);
    root.style.colorScheme = resolvedTheme;
  }, [hydrated, resolvedTheme]);

  // The same value while the theme stays: becoming hydrated re-renders this provider in one go, and
  // a new value would re-render every menu and the toaster with it.
  const value = useMemo<ThemeState>(
    () => ({
      theme,
      resolvedTheme,
      setTheme: (next) => {
        try {
          localStorage.setItem(THEME_STORAGE_KEY, next);
        } catch {
          // Private mode: the choice lasts for this page only.
        }
        setChosen(next);
      },
    }),
    [theme, resolvedTheme],
  );

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error("useTheme must be used inside ThemeProvider");
  return state;
}
