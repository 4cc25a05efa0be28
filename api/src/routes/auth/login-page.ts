import { html, raw } from "hono/html";
import { apiPagePolicy } from "../../http/content-security";

// The <style> element holds exactly `styles`, which is what the policy's hash covers.
const head = (title: string) => html`<head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} | Sistema Interno</title>
    <style>${raw(styles)}</style>
  </head>`;

/** A single sign-on provider's button: a link, since it only starts a navigation to /api/login/{provider}. */
export type SsoButton = { name: string; href: string };

function ssoSection(providers: readonly SsoButton[]) {
  if (providers.length === 0) return "";
  const buttons = providers.map(({ name, href }) => html`<a class="sso" href="${href}">Continuar con ${name}</a>`);
  return html`<nav class="sso-list" aria-label="Inicio de sesión único">${buttons}</nav>
      <p class="divider">o con su contraseña</p>`;
}

/** The small Spanish sign-in page the API serves at GET /api/login; the provider buttons above the form. */
export function loginPage(options: { error?: string; email?: string; providers?: readonly SsoButton[] }) {
  const error = options.error ? html`<p class="error" role="alert">${options.error}</p>` : "";
  return html`<!doctype html>
<html lang="es">
  ${head("Iniciar Sesión")}
  <body>
    <main>
      <h1>Sistema Interno</h1>
      <p class="subtitle">Ingrese con su cuenta de trabajo</p>
      ${error}
      ${ssoSection(options.providers ?? [])}
      <form method="post" action="/api/login">
        <label for="email">Correo electrónico</label>
        <input id="email" name="email" type="email" autocomplete="username" required value="${options.email ?? ""}" />
        <label for="password">Contraseña</label>
        <input id="password" name="password" type="password" autocomplete="current-password" required />
        <button type="submit">Iniciar Sesión</button>
      </form>
      <a class="back" href="/">Volver al sitio</a>
    </main>
  </body>
</html>`;
}

/**
 * GET /api/logout from another site (or without Sec-Fetch-Site): nothing is ended, the visitor
 * confirms with this button, a POST that must carry this app's Origin.
 */
export function logoutPage() {
  return html`<!doctype html>
<html lang="es">
  ${head("Cerrar Sesión")}
  <body>
    <main>
      <h1>Sistema Interno</h1>
      <p class="subtitle">¿Desea cerrar su sesión?</p>
      <form class="confirm" method="post" action="/api/logout">
        <button type="submit">Cerrar Sesión</button>
      </form>
      <a class="back" href="/">Volver al sistema</a>
    </main>
  </body>
</html>`;
}

const styles = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(135deg,#1e3a8a,#2563eb);color:#0f172a}
  main{background:#fff;padding:2.5rem;border-radius:14px;width:min(380px,92vw);box-shadow:0 20px 50px rgba(15,23,42,.25)}
  h1{margin:0 0 .25rem;font-size:1.5rem;color:#1e3a8a}
  .subtitle{margin:0 0 1.5rem;color:#475569}
  label{display:block;font-weight:600;margin:1rem 0 .35rem;font-size:.9rem}
  input{width:100%;padding:.7rem .8rem;border:1px solid #cbd5e1;border-radius:8px;font-size:1rem}
  input:focus{outline:2px solid #2563eb;border-color:#2563eb}
  button{margin-top:1.5rem;width:100%;padding:.8rem;border:0;border-radius:8px;background:#1e3a8a;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
  button:hover{background:#1d4ed8}
  .confirm button{margin-top:0}
  .error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;padding:.7rem .8rem;border-radius:8px;margin:0 0 .5rem}
  .back{display:block;margin-top:1.25rem;text-align:center;color:#2563eb;font-size:.9rem}
  .sso-list{display:grid;gap:.6rem;margin-top:1rem}
  .sso{display:block;padding:.75rem;border:1px solid #cbd5e1;border-radius:8px;text-align:center;color:#0f172a;font-weight:600;text-decoration:none}
  .sso:hover{border-color:#2563eb;background:#eff6ff}
  .divider{margin:1.25rem 0 0;text-align:center;color:#64748b;font-size:.85rem}
`;

/** The CSP of these pages (set on every HTML answer under /api/, see app.ts). */
export const API_PAGE_POLICY = apiPagePolicy(styles);
