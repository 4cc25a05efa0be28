import { Box, Chip } from "@mui/material";
import { useLayoutEffect, useRef } from "react";
import { Link } from "wouter";
import { FinancePageIcon } from "./finance-icons";
import { currentFinancePage, financePages } from "./finance-pages";

/**
 * The finance sub-navigation above every finance page: one link per page of finance-pages.ts,
 * the current one filled (and `aria-current="page"`). On a phone the bar scrolls sideways on its
 * own, so the page is never wider than the screen, and keeps the current link in view.
 */
export function FinanceNav({ path }: { path: string }) {
  const current = currentFinancePage(path);
  const bar = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the page changes
  useLayoutEffect(() => {
    const container = bar.current;
    const link = container?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!container || !link) return;
    const left = link.offsetLeft;
    if (left < container.scrollLeft || left + link.offsetWidth > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = left - (container.clientWidth - link.offsetWidth) / 2;
    }
  }, [current]);

  return (
    <Box
      component="nav"
      aria-label="Secciones de Finanzas"
      ref={bar}
      sx={{
        display: "flex",
        gap: 1,
        mb: 3,
        pb: 1,
        // A phone scrolls one row sideways; a wider screen shows every page, wrapping.
        flexWrap: { xs: "nowrap", md: "wrap" },
        overflowX: { xs: "auto", md: "visible" },
        maxWidth: "100%",
        scrollbarWidth: "thin",
        position: "relative",
      }}
    >
      {financePages.map((page) => {
        const active = page === current;
        return (
          <Chip
            key={page.path}
            component={Link}
            href={page.path}
            clickable
            label={page.label}
            icon={<FinancePageIcon name={page.icon} fontSize="small" />}
            color={active ? "primary" : "default"}
            variant={active ? "filled" : "outlined"}
            aria-current={active ? "page" : undefined}
            sx={{ flexShrink: 0 }}
          />
        );
      })}
    </Box>
  );
}
