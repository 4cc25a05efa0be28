import { endpoints } from "../../../contract";
import {
  createBankAccount,
  deleteBankAccount,
  findBankAccount,
  listBankAccounts,
  updateBankAccount,
} from "../../../domain/finance/bank-accounts";
import { BANK_ACCOUNT_NOT_FOUND } from "../../../domain/finance/bank-balances";
import { recordRoutes } from "../../../http/record-routes";

export const bankAccountsRoutes = recordRoutes({
  notFound: BANK_ACCOUNT_NOT_FOUND,
  input: endpoints.createBankAccount.body,
  patch: endpoints.updateBankAccount.body,
  list: listBankAccounts,
  find: findBankAccount,
  create: createBankAccount,
  update: updateBankAccount,
  remove: deleteBankAccount,
});
