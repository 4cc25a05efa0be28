import type { create } from "xmlbuilder2";

// The builder's element type, and the one way the rFE builders write a simple element.

export type XmlNode = ReturnType<typeof create>;

/** Appends <name>value</name> to the parent; xmlbuilder2 escapes the text. */
export function leaf(parent: XmlNode, name: string, value: string | number): void {
  parent.ele(name).txt(String(value));
}
