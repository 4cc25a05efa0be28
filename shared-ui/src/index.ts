// shared-ui: one copy in the page (a Module Federation singleton), used by the shell and every remote.

export { type ApiActionOptions, useApiAction } from "./api-action";
export { ApiError, apiRequest, errorMessage, type HttpMethod, isUnauthorizedError, statusOf } from "./api-client";
export { type ApiData, useApiData } from "./api-data";
export * from "./components";
export { type ConfirmFn, type ConfirmOptions, ConfirmProvider, useConfirm } from "./confirm";
export {
  type Amount,
  addDays,
  type DateInput,
  formatDate,
  formatDateTime,
  formatDollarPlain,
  formatMoney,
  formatPAB,
  formatUSD,
  formatWeekday,
  toCalendarDate,
  todayInPanama,
} from "./format";
export { AppProviders } from "./providers";
export { SWIPE_THRESHOLD_PX } from "./swipe-to-dismiss";
export {
  CURRENT_USER_KEY,
  type CurrentUserState,
  revalidate,
  swrConfig,
  useApi,
  useCurrentUser,
} from "./swr";
export { type ApiKey, type ApiKeyPart, keyToPath } from "./swr-key";
export { theme } from "./theme";
export {
  TOAST_DURATION_MS,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastVariant,
  useToast,
} from "./toast";
export { LOGIN_PATH, UNAUTHORIZED_REDIRECT_MS, useUnauthorizedRedirect } from "./unauthorized";
