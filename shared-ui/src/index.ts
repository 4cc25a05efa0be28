// shared-ui: one copy in the page (a Module Federation singleton), used by the shell and every remote.

export { type ApiActionOptions, useApiAction } from "./api-action";
export { ApiError, errorMessage, isApiError } from "./api-client";
export { type ClientOwned, recordClientName } from "./client-names";
export * from "./components";
export { useConfirm } from "./confirm";
export { useCurrentUser } from "./current-user";
export { attachmentFileName, downloadFile, useDownload } from "./download";
export {
  callEndpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointRequest,
  type EndpointRow,
  type EndpointTarget,
  endpointPath,
  type PagedEndpointName,
  queryString,
  type ReadEndpointName,
  useEndpoint,
  type WriteEndpointName,
} from "./endpoint-client";
export {
  type Amount,
  addDays,
  type DateValue,
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
export { LIVE_EVENTS_PATH, useLiveUpdates } from "./live-updates";
export { matchesSearch } from "./matches-search";
export {
  DEFAULT_ROWS_PER_PAGE,
  type EndpointFilters,
  type PagedListFilters,
  type PagedListParams,
  pagedListPath,
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
  useGrowingList,
  usePagedList,
  usePageRows,
} from "./paged-list";
export { AppProviders } from "./providers";
export { publicSite } from "./public-site";
export { mayOpenScreen } from "./screen-access";
export { useToast } from "./toast";
export { LOGIN_PATH, useUnauthorizedRedirect } from "./unauthorized";
