import { expect, test } from "bun:test";
import { endpoints, todayInPanama } from "../../contract";
import { RUNNING_MINUTES_LOCKED } from "../../domain/time/entries";
import { NO_RUNNING_TIMER } from "../../domain/time/timer";
import { describeEachDatabase } from "../../test/databases";
import { backdateTimer, insertRatedProject, personApi } from "../../test/time-fixtures";

describeEachDatabase("the timer (/api/time-entries/timer)", (getDb) => {
  // Each test has its own person: a person has one timer at a time.
  const person = (name: string) => personApi(getDb(), "staff", name, "30.00");

  test("a started timer is in the database: read again (a reload) it is still running", async () => {
    const ana = await person("Ana");
    const { project } = await insertRatedProject(getDb(), { project: "60" });
    expect((await ana.send(endpoints.runningTimer, {})).timer).toBeNull();
    const started = await ana.send(endpoints.startTimer, {
      body: { projectId: project.id, description: "Soporte", task: "Incidencias" },
    });
    expect(started.stopped).toBeNull();
    expect(started.timer).toMatchObject({
      userId: ana.userId,
      projectId: project.id,
      minutes: 0,
      workDate: todayInPanama(),
      description: "Soporte",
      task: "Incidencias",
      billable: true,
      value: null,
    });
    expect(started.timer.startedAt).not.toBeNull();
    const reread = await ana.send(endpoints.runningTimer, {});
    expect(reread.timer).toEqual(started.timer);
    expect(new Date(reread.serverTime).getTime()).toBeGreaterThanOrEqual(
      new Date(started.timer.startedAt ?? "").getTime(),
    );
  });

  test("stopping counts the minutes from the start, rounded to the minute, at the rate resolved then", async () => {
    const ana = await person("Ana");
    const { project } = await insertRatedProject(getDb(), { project: "60" });
    const { timer } = await ana.send(endpoints.startTimer, { body: { projectId: project.id } });
    // 90 minutes and 20 seconds ago: 90 minutes.
    await backdateTimer(getDb(), timer.id, 90, 20);
    const stopped = await ana.send(endpoints.stopTimer, {});
    expect(stopped).toMatchObject({ id: timer.id, minutes: 90, startedAt: null, hourlyRate: "60.00", value: "90.00" });
    expect((await ana.send(endpoints.runningTimer, {})).timer).toBeNull();
    // 40 seconds ago: rounded up to 1 minute, and a timer stopped at once still records 1 minute.
    const second = await ana.send(endpoints.startTimer, { body: { projectId: project.id } });
    await backdateTimer(getDb(), second.timer.id, 0, 40);
    expect((await ana.send(endpoints.stopTimer, {})).minutes).toBe(1);
    await ana.send(endpoints.startTimer, { body: { projectId: project.id } });
    expect((await ana.send(endpoints.stopTimer, {})).minutes).toBe(1);
  });

  test("starting another timer stops the running one first: one timer per person", async () => {
    const ana = await person("Ana");
    const { project } = await insertRatedProject(getDb());
    const other = await insertRatedProject(getDb());
    const first = await ana.send(endpoints.startTimer, { body: { projectId: project.id, description: "A" } });
    await backdateTimer(getDb(), first.timer.id, 25);
    const second = await ana.send(endpoints.startTimer, { body: { projectId: other.project.id, description: "B" } });
    expect(second.stopped).toMatchObject({ id: first.timer.id, minutes: 25, startedAt: null, hourlyRate: "30.00" });
    expect((await ana.send(endpoints.runningTimer, {})).timer?.id).toBe(second.timer.id);
    const running = await ana.send(endpoints.listTimeEntries, { query: { projectId: String(other.project.id) } });
    expect(running.map((entry) => entry.startedAt !== null)).toEqual([true]);
  });

  test("two starts at the same moment leave exactly one timer running", async () => {
    const ana = await person("Ana");
    const { project } = await insertRatedProject(getDb());
    const answers = await Promise.all(
      [1, 2, 3].map(() => ana.call(endpoints.startTimer, { body: { projectId: project.id } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const entries = await ana.send(endpoints.listTimeEntries, { query: { projectId: String(project.id) } });
    expect(entries.filter((entry) => entry.startedAt !== null).length).toBe(1);
    expect(entries.length).toBe(3);
  });

  test("stopping without a running timer is 409; a running timer's minutes cannot be edited", async () => {
    const ana = await person("Ana");
    const { project } = await insertRatedProject(getDb());
    expect(await ana.call(endpoints.stopTimer, {})).toEqual({ status: 409, body: { error: NO_RUNNING_TIMER } });
    const { timer } = await ana.send(endpoints.startTimer, { body: { projectId: project.id } });
    expect(await ana.call(endpoints.updateTimeEntry, { params: { id: timer.id }, body: { minutes: 30 } })).toEqual({
      status: 409,
      body: { error: RUNNING_MINUTES_LOCKED },
    });
    // Its description may change while it runs; deleting it discards the timer.
    const described = await ana.send(endpoints.updateTimeEntry, {
      params: { id: timer.id },
      body: { description: "Llamada con el cliente" },
    });
    expect(described).toMatchObject({ description: "Llamada con el cliente", minutes: 0 });
    await ana.send(endpoints.deleteTimeEntry, { params: { id: timer.id } });
    expect((await ana.send(endpoints.runningTimer, {})).timer).toBeNull();
  });

  test("a timer is its person's own: another person neither sees nor stops it", async () => {
    const ana = await person("Ana");
    const luis = await person("Luis");
    const { project } = await insertRatedProject(getDb());
    await ana.send(endpoints.startTimer, { body: { projectId: project.id } });
    expect((await luis.send(endpoints.runningTimer, {})).timer).toBeNull();
    expect((await luis.call(endpoints.stopTimer, {})).status).toBe(409);
    expect((await ana.send(endpoints.runningTimer, {})).timer).not.toBeNull();
    expect((await ana.call(endpoints.startTimer, { body: { projectId: 987654 } })).body).toMatchObject({
      issues: [{ field: "projectId", message: "Debe seleccionar un proyecto" }],
    });
    // The refused start left the running timer as it was.
    expect((await ana.send(endpoints.runningTimer, {})).timer).not.toBeNull();
  });
});
