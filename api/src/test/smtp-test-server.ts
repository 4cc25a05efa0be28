import { startTestSmtp } from "./smtp";

// The test SMTP server (smtp.ts) as a process of its own, for the browser tests: playwright.config.ts
// starts it beside the app, which sends to it through SMTP_URL. `bun api/src/test/smtp-test-server.ts`
// with SMTP_TEST_PORT; GET http://127.0.0.1:<SMTP_TEST_HTTP_PORT>/messages answers what it received
// (recipients, subject, text and attachments' names), for the test to check.

const port = Number(process.env.SMTP_TEST_PORT);
const httpPort = Number(process.env.SMTP_TEST_HTTP_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error("SMTP_TEST_PORT es requerido");
if (!Number.isInteger(httpPort) || httpPort <= 0) throw new Error("SMTP_TEST_HTTP_PORT es requerido");

const smtp = await startTestSmtp({ port });
const http = Bun.serve({
  port: httpPort,
  hostname: "127.0.0.1",
  fetch: () =>
    Response.json(
      smtp.received.map(({ envelope, mail }) => ({
        to: envelope.to,
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename ?? "",
          contentType: attachment.contentType,
          size: attachment.size,
        })),
      })),
    ),
});
console.log(`SMTP de prueba en ${smtp.url}; mensajes en http://127.0.0.1:${http.port}/messages`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    http.stop(true);
    void smtp.stop().then(() => process.exit(0));
  });
}
