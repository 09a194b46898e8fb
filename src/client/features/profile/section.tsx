/** One card of the profile page: an icon, a title, an optional description, the content. */

import type { UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";

export function Section({
  icon: Icon,
  title,
  description,
  children,
  testId,
}: {
  icon: typeof UserRound;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2.5 text-xl">
          <span className="flex size-9 items-center justify-center rounded-lg bg-secondary text-gold">
            <Icon className="size-4.5" aria-hidden />
          </span>
          {title}
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
