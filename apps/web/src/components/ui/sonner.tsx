import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useTheme } from "@/features/theme/theme-provider";

function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return <Sonner theme={resolvedTheme} className="toaster group" richColors closeButton {...props} />;
}

export { Toaster };
