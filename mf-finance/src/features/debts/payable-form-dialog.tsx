import {
  addDays,
  PAYABLE_DUE_DAYS,
  type PayableData,
  type PayableInput,
  payableCategories,
  payableCategoryLabels,
  payableInput,
  purchaseConceptLabels,
  purchaseConcepts,
  purchaseTypeLabels,
  purchaseTypes,
} from "api/contract";
import { useEffect } from "react";
import { todayInPanama } from "shared-ui";
import { DateInput, FormDialog, labelledOptions, SelectInput, TextInput, useEntityForm } from "shared-ui/forms";
import { SupplierSelect } from "../../common/supplier-select";
import { PayableTaxRows } from "./payable-tax-rows";
import { newTaxRow } from "./payable-tax-values";

const categoryOptions = labelledOptions(payableCategories, payableCategoryLabels);
const conceptOptions = labelledOptions(purchaseConcepts, purchaseConceptLabels);
const purchaseTypeOptions = labelledOptions(purchaseTypes, purchaseTypeLabels);
/** An empty concept or purchase type: the supplier's own applies (Informe 43). */
const SUPPLIER_DEFAULT = "Según el proveedor";

function initialValues(): PayableInput {
  const today = todayInPanama();
  return {
    supplierId: "",
    invoiceNumber: "",
    issueDate: today,
    dueDate: addDays(today, PAYABLE_DUE_DAYS),
    taxes: [newTaxRow()],
    description: "",
    category: "",
    purchaseConcept: "",
    purchaseType: "",
  };
}

/**
 * What the API is sent: the invoice's base and ITBMS per rate as printed, and the total they make
 * (the server checks it against them); a new payable owes that whole total and starts pending.
 */
const toBody = (values: PayableData) => ({
  supplierId: values.supplierId,
  invoiceNumber: values.invoiceNumber,
  issueDate: values.issueDate,
  dueDate: values.dueDate,
  taxes: values.taxes,
  totalAmount: values.totalAmount,
  balanceAmount: values.totalAmount,
  description: values.description,
  category: values.category,
  purchaseConcept: values.purchaseConcept,
  purchaseType: values.purchaseType,
  status: "pending",
});

/** 'Nueva cuenta por pagar': due 30 days after the issue date until the user picks another day. */
export function PayableFormDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { form, dialog } = useEntityForm({
    schema: payableInput,
    open,
    initialValues,
    create: "createPayable",
    toBody,
    notices: {
      created: "Cuenta por pagar creada",
      createFailed: "No se pudo crear la cuenta por pagar. Inténtelo de nuevo.",
    },
    onClose,
  });

  const issueDate = form.watch("issueDate");
  useEffect(() => {
    if (typeof issueDate !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(issueDate)) return;
    if (form.getFieldState("dueDate").isDirty) return;
    form.setValue("dueDate", addDays(issueDate, PAYABLE_DUE_DAYS));
  }, [issueDate, form]);

  return (
    <FormDialog
      {...dialog}
      title="Nueva cuenta por pagar"
      description="Registre una factura de proveedor pendiente de pago."
      submitLabel="Crear cuenta por pagar"
      submittingLabel="Creando..."
    >
      <SupplierSelect control={form.control} required activeOnly />
      <TextInput control={form.control} name="invoiceNumber" label="Número de factura" required />
      <DateInput control={form.control} name="issueDate" label="Fecha de emisión" required />
      <DateInput control={form.control} name="dueDate" label="Fecha de vencimiento" required />
      <PayableTaxRows form={form} />
      <TextInput control={form.control} name="description" label="Descripción" required multiline minRows={2} />
      <SelectInput
        control={form.control}
        name="category"
        label="Categoría"
        options={categoryOptions}
        placeholder="Sin categoría"
      />
      <SelectInput
        control={form.control}
        name="purchaseConcept"
        label="Concepto (Informe 43)"
        options={conceptOptions}
        placeholder={SUPPLIER_DEFAULT}
      />
      <SelectInput
        control={form.control}
        name="purchaseType"
        label="Tipo de compra (Informe 43)"
        options={purchaseTypeOptions}
        placeholder={SUPPLIER_DEFAULT}
      />
    </FormDialog>
  );
}
