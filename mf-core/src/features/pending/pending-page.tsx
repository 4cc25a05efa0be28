import { ComingSoonPage } from "shared-ui";

export function pendingPage(title: string, subtitle: string) {
  return () => <ComingSoonPage title={title} subtitle={subtitle} />;
}
