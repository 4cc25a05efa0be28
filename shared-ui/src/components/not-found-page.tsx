import { Box, Card, CardContent, Typography } from "@mui/material";

/** Any unknown path. Its two texts are in English on purpose: the product has always shown them so. */
export function NotFoundPage() {
  return (
    <Box sx={{ minHeight: "100vh", display: "flex", alignItems: "center", justifyContent: "center", p: 2 }}>
      <Card sx={{ width: "100%", maxWidth: 440 }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Page Not Found
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Did you forget to add the page to the router?
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
