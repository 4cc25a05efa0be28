import { expect, test } from "bun:test";
import { endpoints, type TimeReportRecord } from "../../contract";
import { describeEachDatabase } from "../../test/databases";
import { readCsv, readXlsx } from "../../test/exports";
import { insertRatedProject, type PersonApi, personApi, timeTeam } from "../../test/time-fixtures";

describeEachDatabase("the time reports (/api/reports/time)", (getDb) => {
  // Years of their own (no other test records hours before 2020), so every figure is the test's.
  const periodOf = (year: number) => ({ from: `${year}-03-01`, to: `${year}-04-30` });
  const period = periodOf(2019);
  const record = (who: PersonApi, projectId: number, workDate: string, minutes: number, billable = true) =>
    who.send(endpoints.createTimeEntry, { body: { projectId, workDate, minutes, billable } });

  /** Hours in March and April of `year` on two projects, part of them invoiced (the March ones of Alfa). */
  async function hoursOf(year: number) {
    const { admin } = await timeTeam(getDb());
    const ana = await personApi(getDb(), "staff", "Ana Report", "20.00");
    const beto = await personApi(getDb(), "staff", "Beto Report", "30.00");
    const alfa = await insertRatedProject(getDb(), { name: `Alfa ${year}`, project: "50" });
    const beta = await insertRatedProject(getDb(), { name: `Beta ${year}` });
    await record(ana, alfa.project.id, `${year}-03-04`, 120);
    await record(beto, alfa.project.id, `${year}-03-05`, 60);
    await record(beto, alfa.project.id, `${year}-03-06`, 30, false);
    await record(ana, beta.project.id, `${year}-04-02`, 90);
    await record(beto, beta.project.id, `${year}-04-03`, 20);
    // Before the period: unbilled, so work in progress, but in no breakdown of the period.
    await record(beto, beta.project.id, `${year}-02-20`, 60);
    await admin.send(endpoints.invoiceHours, {
      body: { projectId: alfa.project.id, from: `${year}-03-01`, to: `${year}-03-31`, groupBy: "person" },
    });
    return { admin, alfa, beta };
  }

  test("hours by project, person and month, work in progress and effective rate, summed in SQL", async () => {
    const { admin, alfa, beta } = await hoursOf(2019);
    const report: TimeReportRecord = await admin.send(endpoints.timeReport, { query: period });
    expect(report.from).toBe(period.from);
    expect(report.byProject).toEqual([
      {
        projectId: alfa.project.id,
        projectName: "Alfa 2019",
        clientName: alfa.client.company,
        billableMinutes: 180,
        nonBillableMinutes: 30,
        billableValue: "150.00",
      },
      {
        projectId: beta.project.id,
        projectName: "Beta 2019",
        clientName: beta.client.company,
        billableMinutes: 110,
        nonBillableMinutes: 0,
        // 90 min at 20.00 = 30.00; 20 min at 30.00 = 10.00.
        billableValue: "40.00",
      },
    ]);
    expect(
      report.byPerson.map((row) => [row.userName, row.billableMinutes, row.nonBillableMinutes, row.billableValue]),
    ).toEqual([
      ["Ana Report", 210, 0, "130.00"],
      ["Beto Report", 80, 30, "60.00"],
    ]);
    expect(report.byMonth).toEqual([
      { month: "2019-03", billableMinutes: 180, nonBillableMinutes: 30, billableValue: "150.00" },
      { month: "2019-04", billableMinutes: 110, nonBillableMinutes: 0, billableValue: "40.00" },
    ]);
    // Work in progress: Beta's hours up to 30 April, February's too.
    expect(report.unbilled).toEqual([
      {
        projectId: beta.project.id,
        projectName: "Beta 2019",
        clientName: beta.client.company,
        minutes: 170,
        value: "70.00",
        entries: 3,
        oldestDate: "2019-02-20",
      },
    ]);
    // Every other test's unbilled hours are later than April 2019 (the 2018 ones are recorded by the next test).
    expect(report.unbilledTotal).toEqual({ minutes: 170, value: "70.00" });
    // Alfa: 150.00 invoiced over 3.5 hours worked = 42.86 an hour; Beta: nothing invoiced.
    expect(report.effectiveRates).toEqual([
      {
        projectId: alfa.project.id,
        projectName: "Alfa 2019",
        clientName: alfa.client.company,
        totalMinutes: 210,
        invoicedMinutes: 180,
        invoicedValue: "150.00",
        effectiveRate: "42.86",
      },
      {
        projectId: beta.project.id,
        projectName: "Beta 2019",
        clientName: beta.client.company,
        totalMinutes: 110,
        invoicedMinutes: 0,
        invoicedValue: "0.00",
        effectiveRate: "0.00",
      },
    ]);
  });

  test("each report exports to CSV and Excel with the screen's figures, hours as decimals", async () => {
    const { admin } = await hoursOf(2018);
    const period = periodOf(2018);
    const csv = await readCsv(
      await admin.request(
        "GET",
        `/api/reports/time/export?report=people&format=csv&from=${period.from}&to=${period.to}`,
      ),
      /horas-por-persona-2018-03-01-a-2018-04-30\.csv/,
    );
    const people = csv.filter((row, index) => index === 0 || row[0]?.endsWith("Report"));
    expect(people).toEqual([
      ["Persona", "Horas facturables", "Horas no facturables", "Horas totales", "Valor facturable"],
      ["Ana Report", "3.50", "0.00", "3.50", "130.00"],
      ["Beto Report", "1.33", "0.50", "1.83", "60.00"],
    ]);
    const xlsx = await readXlsx(
      await admin.request(
        "GET",
        `/api/reports/time/export?report=effective-rates&format=xlsx&from=${period.from}&to=${period.to}`,
      ),
      /tarifa-efectiva-2018-03-01-a-2018-04-30\.xlsx/,
    );
    expect(xlsx.rows[0]).toEqual([
      "Proyecto",
      "Cliente",
      "Horas trabajadas",
      "Horas facturadas",
      "Valor facturado",
      "Tarifa efectiva",
    ]);
    expect(xlsx.rows.find((row) => row[0] === "Alfa 2018")?.slice(2)).toEqual([3.5, 3, 150, 42.86]);
  });

  test("the time reports are admin's and finance's; a bad period or report is a 400", async () => {
    const { pedro, finance } = await timeTeam(getDb());
    expect((await pedro.call(endpoints.timeReport, { query: period })).status).toBe(403);
    expect((await pedro.request("GET", "/api/reports/time/export?report=people")).status).toBe(403);
    expect((await finance.send(endpoints.timeReport, {})).from).toMatch(/^\d{4}-\d{2}-01$/);
    const backwards = await finance.call(endpoints.timeReport, { query: { from: "2019-04-01", to: "2019-03-01" } });
    expect(backwards).toMatchObject({
      status: 400,
      body: { issues: [{ field: "to", message: "La fecha final no puede ser anterior a la inicial" }] },
    });
    const unknown = await finance.request("GET", "/api/reports/time/export?report=nada");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: "Reporte inválido" });
  });
});
