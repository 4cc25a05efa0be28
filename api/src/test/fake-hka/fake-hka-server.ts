import { startFakeHka } from "./fake-hka";

// The fake HKA (fake-hka.ts) as a process of its own, for the browser tests: playwright.config.ts
// starts it beside the app, which reaches it through FE_PAC_URL. `bun api/src/test/fake-hka/fake-hka-server.ts`
// with FAKE_HKA_PORT; it knows the company fakeHkaCompany (its RUC and tokens).

const port = Number(process.env.FAKE_HKA_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("FAKE_HKA_PORT es requerido");

const fake = await startFakeHka({ port });
console.log(`HKA de prueba en ${fake.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => fake.stop().then(() => process.exit(0)));
}
