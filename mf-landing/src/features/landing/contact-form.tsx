import SendIcon from "@mui/icons-material/Send";
import { Box, Button, Grid, TextField, type TextFieldProps, Typography } from "@mui/material";
import type { ContactInput } from "api/contract";
import { type ProjectType, projectTypeLabels, projectTypes } from "api/contract/crm/contact-options";
import { useLayoutEffect } from "react";
import { type Control, Controller, type UseFormSetValue, useForm } from "react-hook-form";
import { publicSite, useToast } from "shared-ui";
import { contactForm, contactNotices } from "./content";

type ContactFormValues = {
  name: string;
  email: string;
  company: string;
  projectType: ProjectType | "";
  message: string;
  /** Honeypot: people never see it, bots fill it in; the API discards those requests. */
  website: string;
};

const emptyForm: ContactFormValues = { name: "", email: "", company: "", projectType: "", message: "", website: "" };

function toPayload(values: ContactFormValues): ContactInput {
  const company = values.company.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    company: company === "" ? null : company,
    projectType: values.projectType === "" ? null : values.projectType,
    message: values.message.trim(),
    website: values.website,
  };
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type ContactFieldProps = Omit<TextFieldProps, "name"> & {
  control: Control<ContactFormValues>;
  name: Exclude<keyof ContactFormValues, "website">;
};

/** One visible field of the form: a full-width MUI text field bound to `name`. */
function ContactField({ control, name, ...props }: ContactFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field } }) => (
        <TextField {...field} inputRef={ref} id={fieldIds[name]} fullWidth {...props} />
      )}
    />
  );
}

const fieldIds: Record<ContactFieldProps["name"], string> = {
  name: "contacto-nombre",
  email: "contacto-email",
  company: "contacto-empresa",
  projectType: "contacto-tipo",
  message: "contacto-mensaje",
};

/**
 * The prerendered page hydrates on the visitor's first interaction, and the first keystrokes may
 * land in a field before React has taken it over: they are in the field but not in the form's
 * state. Take them over once hydrated, before any submit is handled.
 */
function useTextTypedBeforeHydration(setValue: UseFormSetValue<ContactFormValues>) {
  useLayoutEffect(() => {
    for (const [name, id] of Object.entries(fieldIds) as [ContactFieldProps["name"], string][]) {
      const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;
      if (field?.value) setValue(name, field.value as ContactFormValues[typeof name]);
    }
  }, [setValue]);
}

/**
 * The quote request form: name, email and message are required, company and project type
 * optional; it reads 'Enviando...' while sending and keeps its values when sending fails.
 * Required fields are checked on submit and reported with one notice, not by the browser,
 * so the Spanish message always appears.
 */
export function ContactForm() {
  const { toast } = useToast();
  const { control, handleSubmit, reset, setValue, formState } = useForm<ContactFormValues>({
    defaultValues: emptyForm,
  });
  useTextTypedBeforeHydration(setValue);
  const sending = formState.isSubmitting;

  const onSubmit = async (values: ContactFormValues) => {
    const payload = toPayload(values);
    if (!payload.name || !payload.email || !payload.message) {
      toast({ ...contactNotices.missing, variant: "destructive" });
      return;
    }
    // What an email input would accept; the API checks it again.
    if (!EMAIL_SHAPE.test(payload.email)) {
      toast({ ...contactNotices.invalidEmail, variant: "destructive" });
      return;
    }
    try {
      await publicSite.callEndpoint("sendContactRequest", { body: payload });
    } catch {
      toast({ ...contactNotices.failure, variant: "destructive" });
      return;
    }
    toast({ ...contactNotices.success, variant: "success" });
    reset(emptyForm);
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={contactForm.formLabel}>
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactField
            control={control}
            name="name"
            label={contactForm.nameLabel}
            autoComplete="name"
            slotProps={{ htmlInput: { "aria-required": true, maxLength: 200 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactField
            control={control}
            name="email"
            type="email"
            label={contactForm.emailLabel}
            autoComplete="email"
            slotProps={{ htmlInput: { "aria-required": true, maxLength: 320 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactField
            control={control}
            name="company"
            label={contactForm.companyLabel}
            autoComplete="organization"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactField
            control={control}
            name="projectType"
            select
            label={contactForm.projectTypeLabel}
            // A native select: one real <select> with its <label>, light and mobile-friendly.
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{contactForm.projectTypeEmpty}</option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {projectTypeLabels[type]}
              </option>
            ))}
          </ContactField>
        </Grid>
        <Grid size={12}>
          <ContactField
            control={control}
            name="message"
            label={contactForm.messageLabel}
            placeholder={contactForm.messagePlaceholder}
            multiline
            rows={4}
            slotProps={{ htmlInput: { "aria-required": true, maxLength: 5000 } }}
          />
        </Grid>
      </Grid>

      <Controller
        name="website"
        control={control}
        render={({ field: { ref, ...field } }) => (
          <Box
            aria-hidden
            sx={{ position: "absolute", left: "-10000px", top: "auto", width: 1, height: 1, overflow: "hidden" }}
          >
            <label htmlFor="contacto-website">Sitio web</label>
            <input {...field} ref={ref} id="contacto-website" type="text" tabIndex={-1} autoComplete="off" />
          </Box>
        )}
      />

      <Box
        sx={{
          mt: 3,
          display: "flex",
          flexDirection: { xs: "column", sm: "row" },
          gap: 2,
          alignItems: { sm: "center" },
        }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          endIcon={<SendIcon />}
          sx={{ fontWeight: 700, px: 4 }}
        >
          {sending ? contactForm.submitting : contactForm.submit}
        </Button>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {contactForm.requiredHint}
        </Typography>
      </Box>
    </Box>
  );
}
