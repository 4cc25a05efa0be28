import type { StaffUserRecord } from "api/contract";
import { useMemo, useState } from "react";
import { AddButton, ListCard, matchesSearch, PageHeader, useEndpoint } from "shared-ui";
import { EditStaffUserDialog } from "./edit-staff-user-dialog";
import { NewStaffUserDialog } from "./new-staff-user-dialog";
import { ResetPasswordDialog } from "./reset-password-dialog";
import { StaffUsersTable } from "./staff-users-table";

/** /settings/users (admins): the staff's accounts, their roles, whether they may sign in. */
export function StaffUsersPage() {
  // A small company's staff: the API answers every account at once, searched here.
  const { data, error, isLoading, mutate } = useEndpoint("listUsers");
  const [search, setSearch] = useState("");
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<StaffUserRecord | null>(null);
  const [resetting, setResetting] = useState<StaffUserRecord | null>(null);
  const users = useMemo(
    () => (data ?? []).filter((user) => matchesSearch(search, [user.firstName, user.lastName, user.email])),
    [data, search],
  );

  return (
    <>
      <PageHeader
        title="Usuarios"
        subtitle="Cuentas del personal, su rol y su acceso al sistema."
        actions={<AddButton onClick={() => setCreating(true)}>Nuevo usuario</AddButton>}
      />
      <ListCard search={search} onSearchChange={setSearch} searchPlaceholder="Buscar usuarios...">
        <StaffUsersTable
          list={{ rows: users, isLoading, error, retry: () => void mutate() }}
          onEdit={setEditing}
          onResetPassword={setResetting}
        />
      </ListCard>
      <NewStaffUserDialog open={creating} onClose={() => setCreating(false)} />
      <EditStaffUserDialog user={editing} onClose={() => setEditing(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
