// Links between finance screens that ask the target screen to do something on arrival.

/** The query parameter that opens a screen's create dialog: '/finance/transactions?accion=nueva'. */
export const OPEN_CREATE_PARAM = "accion";
export const OPEN_CREATE_VALUE = "nueva";

/** The transactions screen, its 'Nueva Transacción' dialog open. */
export const NEW_TRANSACTION_PATH = `/finance/transactions?${OPEN_CREATE_PARAM}=${OPEN_CREATE_VALUE}`;
