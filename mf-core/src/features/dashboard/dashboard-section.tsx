import { Card, CardContent, Typography } from "@mui/material";
import { type ReactNode, useId } from "react";
import { ErrorState } from "shared-ui";

/** A titled dashboard card, exposed as a region named by its title. */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: "100%" }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A section's list, or instead its skeleton while loading, its error with 'Reintentar', or its empty text. */
export function SectionList({
  isLoading,
  skeleton,
  error,
  errorMessage,
  onRetry,
  isEmpty,
  emptyMessage,
  children,
}: {
  isLoading: boolean;
  skeleton: ReactNode;
  error: unknown;
  errorMessage: string;
  onRetry: () => void;
  isEmpty: boolean;
  emptyMessage: string;
  children: ReactNode;
}) {
  if (isLoading) return skeleton;
  if (error) return <ErrorState message={errorMessage} onRetry={onRetry} />;
  if (isEmpty) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: "center" }}>
        {emptyMessage}
      </Typography>
    );
  }
  return children;
}
