// "shared-ui/forms": form building blocks for the back-office screens, a separate entry
// so the landing page never downloads react-hook-form's glue or the date pickers.
export { ClientSelect } from "./client-select";
export { DateInput, MoneyInput, SelectInput, type SelectOption, TextInput } from "./fields";
export { FormDialog } from "./form-dialog";
export { RecordSearchSelect, type SearchOption } from "./record-search-select";
export { labelledOptions } from "./select-options";
export { useConfirmedDelete } from "./use-confirmed-delete";
export {
  type CreateFormNotices,
  type EntityFormNotices,
  type UpdateFormNotices,
  useEntityForm,
} from "./use-entity-form";
export { applyServerErrors, useZodForm } from "./use-zod-form";
