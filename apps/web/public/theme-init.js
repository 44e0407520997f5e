(() => {
  let theme = "dark";
  try {
    theme = localStorage.getItem("vite-ui-theme") || "dark";
  } catch {}
  if (theme === "system") theme = matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  document.documentElement.classList.remove("light", "dark");
  document.documentElement.classList.add(theme === "light" ? "light" : "dark");
})();
