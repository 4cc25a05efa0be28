import ForwardToInboxIcon from "@mui/icons-material/ForwardToInbox";
import { Button, type ButtonProps } from "@mui/material";
import { useState } from "react";
import type { EmailedDocument } from "./email-operations";
import { SendEmailDialog } from "./send-email-dialog";

/** 'Enviar por correo' and its dialog, for a document's details. */
export function SendEmailButton({
  document,
  size,
  showHistory,
}: {
  document: EmailedDocument;
  size?: ButtonProps["size"];
  showHistory?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        startIcon={<ForwardToInboxIcon />}
        aria-label={size === "small" ? `Enviar por correo ${document.title}` : undefined}
        onClick={() => setOpen(true)}
      >
        Enviar por correo
      </Button>
      <SendEmailDialog open={open} document={document} showHistory={showHistory} onClose={() => setOpen(false)} />
    </>
  );
}
