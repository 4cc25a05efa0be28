import { Card, CardContent, Grid, Typography } from "@mui/material";
import { type FinancialReportsRecord, INCOME_TAX_RATE, ITBMS_GENERAL_RATE, incomeTaxMethodLabels } from "api/contract";
import { formatPAB, StatCard } from "shared-ui";
import { DgiReports } from "./dgi-reports";
import { incomeTaxNotes } from "./income-tax-notes";
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

/**
 * 'Reportes Fiscales': the DGI cards, the period's ITBMS (débito and crédito fiscal from the ledger,
 * and their difference: the tax to pay is the Formulario 430's, below) and the income-tax
 * indicator, then the DGI's monthly reports.
 */
export function FiscalReports({ report }: { report: FinancialReportsRecord }) {
  const { fiscal } = report;
  const tax = fiscal.incomeTax;
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
        <StatCard
          title="Diferencia del Período"
          value={formatPAB(fiscal.itbmsDifference)}
          subtitle="ITBMS cobrado menos pagado, sin arrastre de crédito"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <StatCard
          title="Impuesto sobre la Renta (estimado)"
          value={formatPAB(tax.amount)}
          subtitle={incomeTaxMethodLabels[tax.method]}
        />
      </Grid>
      <Grid size={12}>
        <ReportCard title="Resumen Fiscal">
          <ReportLine label="ITBMS cobrado en facturas" amount={fiscal.itbmsCharged} />
          <ReportLine label="ITBMS pagado a proveedores" amount={fiscal.itbmsPaid} />
          <ReportLine label="Diferencia del período" amount={fiscal.itbmsDifference} total />
          <ReportLine label="Utilidad neta del período" amount={tax.taxableIncome} />
          <ReportLine label="Ingresos del período" amount={tax.grossIncome} />
          {tax.cairTax !== null && (
            <>
              <ReportLine label="Impuesto por la tarifa ordinaria" amount={tax.regularTax} />
              <ReportLine label="Impuesto por el CAIR" amount={tax.cairTax} />
            </>
          )}
          <ReportLine label="Impuesto sobre la renta (estimado)" amount={tax.amount} total />
          {incomeTaxNotes(tax).map((note) => (
            <Typography key={note} variant="caption" color="text.secondary" component="p">
              {note}
            </Typography>
          ))}
        </ReportCard>
      </Grid>
      <Grid size={12}>
        <DgiReports />
      </Grid>
    </Grid>
  );
}
