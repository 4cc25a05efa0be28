// The one error the electronic-invoicing core throws for a document it cannot issue: the product's
// data does not make an rFE the DGI's schema accepts. Its message is Spanish and lists each problem,
// so a route can answer it as a 4xx (api/docs/electronic-invoicing.md).

export class FeDocumentInvalid extends Error {
  constructor(readonly errors: readonly string[]) {
    super(`El documento electrónico no cumple el formato de la DGI: ${errors.join("; ")}`);
    this.name = "FeDocumentInvalid";
  }
}
