import { Typography } from "@mui/material";
import {
  achAccountTypeLabels,
  achAccountTypes,
  FOREIGN_PERSON_TYPE,
  personTypeLabels,
  personTypes,
  purchaseConceptLabels,
  purchaseConcepts,
  purchaseTypeLabels,
  purchaseTypes,
  type SupplierInput,
  type SupplierRecord,
} from "api/contract";
import { type Control, useWatch } from "react-hook-form";
import { labelledOptions, SelectInput, TextInput } from "shared-ui/forms";

const personTypeOptions = labelledOptions(personTypes, personTypeLabels);
const conceptOptions = labelledOptions(purchaseConcepts, purchaseConceptLabels);
const purchaseTypeOptions = labelledOptions(purchaseTypes, purchaseTypeLabels);
const achTypeOptions = labelledOptions(achAccountTypes, achAccountTypeLabels);

// A supplier's fields and their starting values, in one place: the create and the edit dialog
// both draw them from here, so a new supplier field is added once.

/** Empty for a new supplier (terms 30 days); the stored values for an edit. */
export function supplierFormValues(supplier?: SupplierRecord): SupplierInput {
  return {
    supplierCode: supplier?.supplierCode ?? "",
    name: supplier?.name ?? "",
    email: supplier?.email ?? "",
    phone: supplier?.phone ?? "",
    address: supplier?.address ?? "",
    nit: supplier?.nit ?? "",
    ruc: supplier?.ruc ?? "",
    dv: supplier?.dv ?? "",
    paymentTerms: String(supplier?.paymentTerms ?? "30"),
    // Not a field of the form: an edit keeps the supplier's status as it is.
    isActive: supplier?.isActive ?? true,
    // Informe 43 (DGI); '' is "not stated".
    personType: supplier?.personType ?? "",
    purchaseConcept: supplier?.purchaseConcept ?? "",
    purchaseType: supplier?.purchaseType ?? "",
    // 'Datos para ACH': all three or none ('' is none).
    achRoutingNumber: supplier?.achRoutingNumber ?? "",
    achAccountNumber: supplier?.achAccountNumber ?? "",
    achAccountType: supplier?.achAccountType ?? "",
  };
}

/**
 * The RUC and its DV are checked by the contract's schema ('RUC inválido' / 'DV inválido'). A
 * foreign supplier (person type E) has its own country's tax id instead, which has no DV: the field
 * says so and the DV is hidden (the schema does not keep one).
 */
export function SupplierFields({ control }: { control: Control<SupplierInput, unknown, unknown> }) {
  const foreign = useWatch({ control, name: "personType" }) === FOREIGN_PERSON_TYPE;
  return (
    <>
      <TextInput control={control} name="supplierCode" label="Código" required autoFocus />
      <TextInput control={control} name="name" label="Nombre" required />
      <TextInput control={control} name="email" label="Email" type="email" />
      <TextInput control={control} name="phone" label="Teléfono" />
      <TextInput control={control} name="address" label="Dirección" multiline minRows={2} />
      <TextInput control={control} name="nit" label="NIT" />
      <SelectInput
        control={control}
        name="personType"
        label="Tipo de persona (Informe 43)"
        options={personTypeOptions}
        placeholder="Sin indicar"
      />
      {foreign ? (
        <TextInput
          control={control}
          name="ruc"
          label="Identificación fiscal extranjera"
          placeholder="91-1646860"
          helperText="El número fiscal del proveedor en su país; no lleva DV"
        />
      ) : (
        <>
          <TextInput
            control={control}
            name="ruc"
            label="RUC"
            placeholder="155587169-2-2014"
            helperText="Jurídico (155587169-2-2014), natural (8-769-1080, E-8-127702) o NT (8-NT-1-24)"
          />
          <TextInput
            control={control}
            name="dv"
            label="DV"
            placeholder="09"
            slotProps={{ htmlInput: { maxLength: 2 } }}
          />
        </>
      )}
      <TextInput
        control={control}
        name="paymentTerms"
        label="Términos de pago (días)"
        type="number"
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <SelectInput
        control={control}
        name="purchaseConcept"
        label="Concepto de compra (Informe 43)"
        options={conceptOptions}
        placeholder="Sin indicar"
      />
      <SelectInput
        control={control}
        name="purchaseType"
        label="Tipo de compra (Informe 43)"
        options={purchaseTypeOptions}
        placeholder="Sin indicar"
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Datos para ACH
      </Typography>
      <TextInput
        control={control}
        name="achRoutingNumber"
        label="Ruta del banco (ACH)"
        placeholder="71"
        helperText="El código de ruta del banco del proveedor en ACH Panamá (Banco General: 71)"
      />
      <TextInput control={control} name="achAccountNumber" label="Número de cuenta" placeholder="04-01-23-456789-0" />
      <SelectInput
        control={control}
        name="achAccountType"
        label="Tipo de cuenta"
        options={achTypeOptions}
        placeholder="Sin indicar"
      />
    </>
  );
}
