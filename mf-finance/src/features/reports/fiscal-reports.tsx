import { Card, CardContent, Grid, Typography } from "@mui/material";
import { type FinancialReportsRecord, INCOME_TAX_RATE, ITBMS_GENERAL_RATE } from "api/contract";
import { formatPAB, StatCard } from "shared-ui";
import { DgiReports } from "./dgi-reports";
import { ReportCard, ReportLine } from "./report-card";

function FixedCard({ title, text }: { title: string; text: string }) {
  return (
    <Card sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** 'Reportes Fiscales': the DGI cards, the period's ITBMS and income tax, then the DGI's monthly reports. */
export function FiscalReports({ report }: { report: FinancialReportsRecord }) {
  const { fiscal } = report;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <FixedCard
          title={`ITBMS ${ITBMS_GENERAL_RATE}%`}
          text="Impuesto de Transferencia de Bienes Muebles y Servicios, declarado mensualmente ante la DGI."
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FixedCard
          title={`Impuesto sobre la Renta ${INCOME_TAX_RATE}%`}
          text="Tasa aplicable a la renta neta gravable de las personas jurídicas, declarada anualmente ante la DGI."
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard title="ITBMS Cobrado" value={formatPAB(fiscal.itbmsCharged)} subtitle="En facturas emitidas" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard title="ITBMS Pagado" value={formatPAB(fiscal.itbmsPaid)} subtitle="En cuentas por pagar" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard title="ITBMS por Pagar" value={formatPAB(fiscal.itbmsToPay)} subtitle="Cobrado menos pagado" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          title={`Impuesto sobre la Renta (${INCOME_TAX_RATE}%)`}
          value={formatPAB(fiscal.incomeTax)}
          subtitle="Sobre la utilidad neta del período"
        />
      </Grid>
      <Grid size={12}>
        <ReportCard title="Resumen Fiscal">
          <ReportLine label="ITBMS cobrado en facturas" amount={fiscal.itbmsCharged} />
          <ReportLine label="ITBMS pagado a proveedores" amount={fiscal.itbmsPaid} />
          <ReportLine label="ITBMS por pagar" amount={fiscal.itbmsToPay} total />
          <ReportLine label="Utilidad neta del período" amount={report.incomeStatement.netIncome} />
          <ReportLine label={`Impuesto sobre la renta (${INCOME_TAX_RATE}%)`} amount={fiscal.incomeTax} total />
        </ReportCard>
      </Grid>
      <Grid size={12}>
        <DgiReports />
      </Grid>
    </Grid>
  );
}
