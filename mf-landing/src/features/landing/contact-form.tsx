import SendIcon from "@mui/icons-material/Send";
import { Box, Button, Grid, TextField, Typography } from "@mui/material";
import type { ContactInput } from "api/contract";
import { type ProjectType, projectTypeLabels, projectTypes } from "api/contract/contact-options";
import { Controller, useForm } from "react-hook-form";
import { apiRequest, useToast } from "shared-ui";
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

/**
 * The quote request form (SPEC.md §4, §5, §8). Required fields are checked on submit and
 * reported with one notice, not by the browser, so the Spanish message always appears.
 */
export function ContactForm() {
  const { toast } = useToast();
  const { control, handleSubmit, reset, formState } = useForm<ContactFormValues>({ defaultValues: emptyForm });
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
      await apiRequest("POST", "/api/contact", payload);
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
          <Controller
            name="name"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="contacto-nombre"
                label={contactForm.nameLabel}
                autoComplete="name"
                fullWidth
                slotProps={{ htmlInput: { "aria-required": true, maxLength: 200 } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="email"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="contacto-email"
                type="email"
                label={contactForm.emailLabel}
                autoComplete="email"
                fullWidth
                slotProps={{ htmlInput: { "aria-required": true, maxLength: 320 } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="company"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="contacto-empresa"
                label={contactForm.companyLabel}
                autoComplete="organization"
                fullWidth
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="projectType"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="contacto-tipo"
                select
                label={contactForm.projectTypeLabel}
                fullWidth
                // A native select: one real <select> with its <label>, light and mobile-friendly.
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{contactForm.projectTypeEmpty}</option>
                {projectTypes.map((type) => (
                  <option key={type} value={type}>
                    {projectTypeLabels[type]}
                  </option>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="message"
            control={control}
            render={({ field: { ref, ...field } }) => (
              <TextField
                {...field}
                inputRef={ref}
                id="contacto-mensaje"
                label={contactForm.messageLabel}
                placeholder={contactForm.messagePlaceholder}
                multiline
                rows={4}
                fullWidth
                slotProps={{ htmlInput: { "aria-required": true, maxLength: 5000 } }}
              />
            )}
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
