import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

// A real SMTP server on loopback for the mail tests (smtp-server, by nodemailer's authors): it
// accepts every message, parses it back with mailparser, and refuses at RCPT TO any address whose
// mailbox starts with 'rechazado' (550), as a server refuses a mailbox that does not exist.

export type ReceivedMail = { envelope: { from: string; to: string[] }; mail: ParsedMail };

/** The mailbox the test server refuses, and what it answers. */
export const refusedMailbox = (address: string) => address.toLowerCase().startsWith("rechazado");
export const REFUSAL = "Buzón inexistente";

export type TestSmtp = {
  /** SMTP_URL for the app: smtp://127.0.0.1:<port>. */
  url: string;
  port: number;
  received: ReceivedMail[];
  stop(): Promise<void>;
};

export async function startTestSmtp(options: { port?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain text on loopback, no account: what a local relay offers.
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refusedMailbox(address.address)) return callback();
      const error = Object.assign(new Error(`5.1.1 ${REFUSAL}: ${address.address}`), { responseCode: 550 });
      callback(error);
    },
    onData(stream, session, callback) {
      // Parsed before the server answers: once the sender has its reply, the message is here.
      simpleParser(stream)
        .then((mail) => {
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((to) => to.address),
            },
            mail,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    const listening = server.listen(options.port ?? 0, "127.0.0.1", () => {
      const address = listening.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
