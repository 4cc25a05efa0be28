// The company the fake HKA (fake-hka.ts) knows: its tokens and RUC. A file of its own so the browser
// tests, which reach the fake as a process (fake-hka-server.ts), set the company up without loading it.

export type FakeHkaCompany = {
  tokenEmpresa: string;
  tokenPassword: string;
  ruc: { type: 1 | 2; ruc: string; dv: string };
  name: string;
};

export const fakeHkaCompany: FakeHkaCompany = {
  tokenEmpresa: "prueba_ws_tfhka",
  tokenPassword: "Prueba-Password-1",
  ruc: { type: 2, ruc: "155596713-2-2015", dv: "59" },
  name: "Empresa de Prueba, S.A.",
};
