// nodemailer's failures in the Spanish the user reads (api/docs/mail.md): what went wrong and what
// the server answered, never a stack.

type SmtpError = Error & {
  code?: string;
  /** The socket's own code when nodemailer's is ESOCKET: ECONNREFUSED, ECONNRESET… */
  originalCode?: string;
  response?: string;
  responseCode?: number;
  recipient?: string;
  rejectedErrors?: SmtpError[];
};

/** The server's own words, kept short: '550 5.1.1 Usuario desconocido'. */
const serverSaid = (error: SmtpError) => (error.response ? error.response.trim().slice(0, 300) : null);

/** Why a recipient was refused: the server's reply, or its code. */
export function refusedRecipientText(error: SmtpError): string {
  return serverSaid(error) ?? (error.responseCode ? `código ${error.responseCode}` : "rechazado por el servidor");
}

/** Why a message was not sent, in Spanish. `timedOut`: the send ran past its time limit. */
export function mailErrorText(raw: unknown, timedOut: boolean): string {
  const error = (raw instanceof Error ? raw : new Error(String(raw))) as SmtpError;
  if (timedOut || error.code === "ETIMEDOUT" || error.code === "EABORT") {
    return "El servidor de correo no respondió a tiempo. Inténtelo de nuevo más tarde.";
  }
  switch (error.code) {
    case "EAUTH":
    case "ENOAUTH":
      return `El servidor de correo rechazó el usuario o la contraseña de SMTP_URL${detail(error)}.`;
    case "EDNS":
      return "No se encontró el servidor de correo de SMTP_URL (DNS).";
    case "ETLS":
      return `No se pudo establecer la conexión segura (TLS) con el servidor de correo${detail(error)}.`;
    case "ECONNECTION":
    case "ESOCKET":
      return `No se pudo conectar con el servidor de correo de SMTP_URL${detail(error)}.`;
    case "EENVELOPE":
      if (error.rejectedErrors?.length) {
        const refused = error.rejectedErrors.map((each) => `${each.recipient ?? "?"} (${refusedRecipientText(each)})`);
        return `El servidor de correo rechazó a todos los destinatarios: ${refused.join("; ")}.`;
      }
      return `El servidor de correo rechazó el remitente o los destinatarios${detail(error)}.`;
    case "EMESSAGE":
      return `El servidor de correo no aceptó el mensaje${detail(error)}.`;
    default:
      return `No se pudo enviar el correo${detail(error) || `: ${error.message}`}.`;
  }
}

function detail(error: SmtpError): string {
  const said = serverSaid(error);
  if (said) return `: ${said}`;
  const cause = error.originalCode ?? (error as { cause?: { code?: string } }).cause?.code;
  return cause && cause !== error.code ? ` (${cause})` : "";
}
