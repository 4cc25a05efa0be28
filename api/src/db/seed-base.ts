import { sql } from "drizzle-orm";
import type { AccountType } from "../contract/values/statuses";
import type { Db } from "./client";
import { chartOfAccounts, transactionCategories } from "./schema";

// Reference data every install needs. Runs at every start-up, so it only ever adds what is
// missing (ON CONFLICT DO NOTHING) and never overwrites what staff have renamed or disabled.

type CategoryType = "income" | "expense" | null;

export const baseCategories: ReadonlyArray<readonly [name: string, type: CategoryType]> = [
  ["Ventas de servicios", "income"],
  ["Desarrollo de software", "income"],
  ["Desarrollo web", "income"],
  ["Consultoría", "income"],
  ["Soporte y mantenimiento", "income"],
  ["Intereses ganados", "income"],
  ["Otros ingresos", "income"],
  ["Salarios", "expense"],
  ["Cuotas CSS y seguro educativo", "expense"],
  ["Alquiler", "expense"],
  ["Servicios públicos", "expense"],
  ["Internet y telefonía", "expense"],
  ["Software y licencias", "expense"],
  ["Servicios en la nube", "expense"],
  ["Equipo", "expense"],
  ["Impuestos (ITBMS)", "expense"],
  ["Impuesto sobre la renta", "expense"],
  ["Honorarios profesionales", "expense"],
  ["Publicidad", "expense"],
  ["Transporte", "expense"],
  ["Comisiones bancarias", "expense"],
  ["Otros gastos", "expense"],
  // Fits either direction: moves between own accounts and corrections.
  ["Transferencias entre cuentas", null],
  ["Ajustes", null],
];

/** Panamanian chart of accounts (NIIF for SMEs layout). The parent is the code minus its last segment. */
export const baseChartOfAccounts: ReadonlyArray<readonly [code: string, name: string, type: AccountType]> = [
  ["1", "Activos", "asset"],
  ["1.1", "Activo corriente", "asset"],
  ["1.1.01", "Caja", "asset"],
  ["1.1.02", "Bancos", "asset"],
  ["1.1.03", "Cuentas por cobrar", "asset"],
  ["1.1.04", "ITBMS por cobrar (crédito fiscal)", "asset"],
  ["1.1.05", "Anticipos a proveedores", "asset"],
  ["1.1.06", "Gastos pagados por anticipado", "asset"],
  ["1.1.07", "ITBMS retenido por clientes", "asset"],
  ["1.2", "Activo no corriente", "asset"],
  ["1.2.01", "Mobiliario y equipo de oficina", "asset"],
  ["1.2.02", "Equipo de cómputo", "asset"],
  ["1.2.03", "Depreciación acumulada", "asset"],
  ["1.2.04", "Depósitos en garantía", "asset"],
  ["2", "Pasivos", "liability"],
  ["2.1", "Pasivo corriente", "liability"],
  ["2.1.01", "Cuentas por pagar", "liability"],
  ["2.1.02", "ITBMS por pagar", "liability"],
  ["2.1.03", "Impuesto sobre la renta por pagar", "liability"],
  ["2.1.04", "Prestaciones laborales / CSS por pagar", "liability"],
  ["2.1.05", "Décimo tercer mes por pagar", "liability"],
  ["2.1.06", "Anticipos de clientes", "liability"],
  ["2.2", "Pasivo no corriente", "liability"],
  ["2.2.01", "Préstamos bancarios a largo plazo", "liability"],
  ["2.2.02", "Prima de antigüedad e indemnización", "liability"],
  ["3", "Patrimonio", "equity"],
  ["3.1", "Capital social", "equity"],
  ["3.2", "Utilidades retenidas", "equity"],
  ["3.3", "Utilidad o pérdida del ejercicio", "equity"],
  ["3.4", "Saldos de apertura", "equity"],
  ["4", "Ingresos", "income"],
  ["4.1", "Ingresos por servicios", "income"],
  ["4.1.01", "Desarrollo de software", "income"],
  ["4.1.02", "Desarrollo web", "income"],
  ["4.1.03", "Consultoría", "income"],
  ["4.1.04", "Soporte y mantenimiento", "income"],
  ["4.1.05", "Ventas de servicios", "income"],
  ["4.2", "Otros ingresos", "income"],
  ["4.2.01", "Intereses ganados", "income"],
  ["4.2.02", "Otros ingresos", "income"],
  ["5", "Costos", "expense"],
  ["5.1", "Costo de servicios prestados", "expense"],
  ["5.1.01", "Honorarios de desarrolladores externos", "expense"],
  ["5.1.02", "Infraestructura en la nube", "expense"],
  ["6", "Gastos", "expense"],
  ["6.1", "Gastos de personal", "expense"],
  ["6.1.01", "Salarios", "expense"],
  ["6.1.02", "Cuotas patronales CSS y seguro educativo", "expense"],
  ["6.2", "Gastos de administración", "expense"],
  ["6.2.01", "Alquiler", "expense"],
  ["6.2.02", "Servicios públicos", "expense"],
  ["6.2.03", "Software y licencias", "expense"],
  ["6.2.04", "Publicidad y mercadeo", "expense"],
  ["6.2.05", "Honorarios profesionales", "expense"],
  ["6.2.06", "Tasa única e impuestos municipales", "expense"],
  ["6.2.07", "Transporte", "expense"],
  ["6.2.08", "Suministros de oficina", "expense"],
  ["6.2.09", "Otros gastos", "expense"],
  ["6.2.10", "Internet y telefonía", "expense"],
  ["6.3", "Gastos financieros", "expense"],
  ["6.3.01", "Comisiones bancarias", "expense"],
];

/**
 * The account each base category posts to (api/docs/ledger.md): set at start-up on a category that
 * has none, so a mapping staff changed in the chart of accounts screen is kept.
 */
export const baseCategoryAccounts: ReadonlyArray<readonly [category: string, accountCode: string]> = [
  ["Ventas de servicios", "4.1.05"],
  ["Desarrollo de software", "4.1.01"],
  ["Desarrollo web", "4.1.02"],
  ["Consultoría", "4.1.03"],
  ["Soporte y mantenimiento", "4.1.04"],
  ["Intereses ganados", "4.2.01"],
  ["Otros ingresos", "4.2.02"],
  ["Salarios", "6.1.01"],
  ["Cuotas CSS y seguro educativo", "6.1.02"],
  ["Alquiler", "6.2.01"],
  ["Servicios públicos", "6.2.02"],
  ["Internet y telefonía", "6.2.10"],
  ["Software y licencias", "6.2.03"],
  ["Servicios en la nube", "5.1.02"],
  ["Equipo", "1.2.02"],
  // Paying the DGI what was collected settles the debt, it is not an expense.
  ["Impuestos (ITBMS)", "2.1.02"],
  ["Impuesto sobre la renta", "2.1.03"],
  ["Honorarios profesionales", "6.2.05"],
  ["Publicidad", "6.2.04"],
  ["Transporte", "6.2.07"],
  ["Comisiones bancarias", "6.3.01"],
  ["Otros gastos", "6.2.09"],
];

const parentCode = (code: string) => (code.includes(".") ? code.slice(0, code.lastIndexOf(".")) : null);

export async function seedBase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(transactionCategories)
      .values(baseCategories.map(([name, type]) => ({ name, type })))
      .onConflictDoNothing();

    await tx
      .insert(chartOfAccounts)
      .values(baseChartOfAccounts.map(([code, name, accountType]) => ({ code, name, accountType })))
      .onConflictDoNothing();

    // Parents are linked in a second pass, by code, since the ids are only known now. Only rows
    // still without a parent are touched, so a staff member's re-parenting is kept.
    const links = baseChartOfAccounts.flatMap(([code]) => {
      const parent = parentCode(code);
      return parent ? [sql`(${code}::text, ${parent}::text)`] : [];
    });
    await tx.execute(sql`
      update ${chartOfAccounts} as child
      set parent_id = parent.id
      from (values ${sql.join(links, sql`, `)}) as link(code, parent_code)
      join ${chartOfAccounts} as parent on parent.code = link.parent_code
      where child.code = link.code and child.parent_id is null`);

    const mappings = baseCategoryAccounts.map(([name, code]) => sql`(${name}::text, ${code}::text)`);
    await tx.execute(sql`
      update ${transactionCategories} as category
      set account_id = account.id
      from (values ${sql.join(mappings, sql`, `)}) as mapping(name, code)
      join ${chartOfAccounts} as account on account.code = mapping.code
      where category.name = mapping.name and category.account_id is null`);
  });
}
