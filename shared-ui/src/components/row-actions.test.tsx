import { describe, expect, test } from "bun:test";
import { renderToStaticMarkup } from "react-dom/server";
import { RowActions } from "./row-actions";

const noop = () => {};

/** The <button> named `label` in `html`, with its attributes. */
function button(html: string, label: string): string {
  const found = new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`).exec(html);
  if (!found) throw new Error(`No button ${label} in ${html}`);
  return found[0];
}

describe("RowActions", () => {
  test("edit and delete are enabled unless the row gives a reason", () => {
    const html = renderToStaticMarkup(
      <RowActions subject="factura FAC-1" onView={noop} onEdit={noop} onDelete={noop} />,
    );
    expect(button(html, "Editar factura FAC-1")).not.toContain("disabled");
    expect(button(html, "Eliminar factura FAC-1")).not.toContain("disabled");
  });

  test("a reason disables the button and becomes its tooltip", () => {
    const html = renderToStaticMarkup(
      <RowActions
        subject="factura FAC-2"
        onView={noop}
        onEdit={noop}
        onDelete={noop}
        editDisabledReason="Factura emitida: corríjala con una nota de crédito"
        deleteDisabledReason="No se puede eliminar"
      />,
    );
    expect(button(html, "Editar factura FAC-2")).toContain("disabled");
    expect(button(html, "Eliminar factura FAC-2")).toContain("disabled");
    expect(button(html, "Ver factura FAC-2")).not.toContain("disabled");
    // MUI names the element a tooltip wraps by the tooltip's title.
    expect(html).toContain('aria-label="Factura emitida: corríjala con una nota de crédito"');
    expect(html).toContain('aria-label="No se puede eliminar"');
  });
});
