// i18n-ignore-file: a developer-only gallery (docs/product.md#dashboard-layout); its title, intro and section headings come from the
// catalogue, the samples inside (variant names, placeholder texts) only show what each component looks like.
import { m } from "@app/i18n/messages";
import { createFileRoute } from "@tanstack/react-router";
import { ChevronsUpDown, Mail, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { titled } from "@/lib/page-title";

// A playground of the UI components, in both themes; it has no product behaviour.
export const Route = createFileRoute("/_authenticated/dashboard/dev/components")({
  head: () => titled(m.shell_nav_components()),
  component: ComponentsPage,
});

function ComponentsPage() {
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{m.shell_nav_components()}</h1>
        <p className="text-muted-foreground text-sm">{m.page_components_intro()}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={m.page_components_buttons()}>
          <div className="flex flex-wrap gap-2">
            <Button>Default</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="outline">Outline</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="link">Link</Button>
            <Button variant="destructive">
              <Trash2 />
              Destructive
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button size="sm">Small</Button>
            <Button size="lg">Large</Button>
            <Button size="icon" aria-label="Add">
              <Plus />
            </Button>
            <Button disabled>Disabled</Button>
          </div>
        </Section>

        <Section title={m.page_components_badges()}>
          <div className="flex flex-wrap gap-2">
            <Badge>Default</Badge>
            <Badge variant="secondary">Secondary</Badge>
            <Badge variant="outline">Outline</Badge>
            <Badge variant="destructive">Destructive</Badge>
            <Badge variant="secondary">
              <Mail />
              With icon
            </Badge>
          </div>
        </Section>

        <Section title={m.page_components_inputs()}>
          <div className="grid gap-2">
            <Label htmlFor="playground-email">Email</Label>
            <Input id="playground-email" type="email" placeholder="name@example.com" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="playground-invalid">Invalid</Label>
            <Input id="playground-invalid" defaultValue="not an email" aria-invalid />
            <p className="text-destructive text-sm">{m.rule_invalid_email()}</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="playground-disabled">Disabled</Label>
            <Input id="playground-disabled" placeholder="Not editable" disabled />
          </div>
        </Section>

        <Section title={m.page_components_card()}>
          <Card className="shadow-none">
            <CardHeader>
              <CardTitle>Card title</CardTitle>
              <CardDescription>A short description of what the card holds.</CardDescription>
            </CardHeader>
            <CardContent className="text-sm">Cards group related content and actions.</CardContent>
            <CardFooter className="gap-2">
              <Button size="sm">Save</Button>
              <Button size="sm" variant="outline">
                Cancel
              </Button>
            </CardFooter>
          </Card>
        </Section>

        <Section title={m.page_components_menus()}>
          <div className="flex flex-wrap gap-2">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline">
                  Dropdown menu
                  <ChevronsUpDown />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="start" className="w-48">
                <DropdownMenuLabel>Actions</DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem>Edit</DropdownMenuItem>
                <DropdownMenuItem>Duplicate</DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive">Delete</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Tooltip>
              <TooltipTrigger asChild>
                <Button variant="outline">Tooltip</Button>
              </TooltipTrigger>
              <TooltipContent>Shown after a short delay</TooltipContent>
            </Tooltip>
            <Sheet>
              <SheetTrigger asChild>
                <Button variant="outline">Sheet</Button>
              </SheetTrigger>
              <SheetContent>
                <SheetHeader>
                  <SheetTitle>Sheet</SheetTitle>
                  <SheetDescription>A panel that slides in from the edge of the screen.</SheetDescription>
                </SheetHeader>
              </SheetContent>
            </Sheet>
          </div>
          <Collapsible className="rounded-md border">
            <CollapsibleTrigger asChild>
              <Button variant="ghost" className="w-full justify-between">
                Collapsible
                <ChevronsUpDown />
              </Button>
            </CollapsibleTrigger>
            <CollapsibleContent className="text-muted-foreground px-4 pb-3 text-sm">
              Content that opens and closes.
            </CollapsibleContent>
          </Collapsible>
        </Section>

        <Section title={m.page_components_avatars()}>
          <div className="flex items-center gap-3">
            <Avatar>
              <AvatarFallback>AI</AvatarFallback>
            </Avatar>
            <Avatar className="rounded-lg">
              <AvatarFallback className="rounded-lg">DE</AvatarFallback>
            </Avatar>
            <Separator orientation="vertical" className="data-[orientation=vertical]:h-8" />
            <div className="flex flex-1 items-center gap-3">
              <Skeleton className="size-8 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-3 w-3/4" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
          </div>
        </Section>
      </div>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
    </Card>
  );
}
