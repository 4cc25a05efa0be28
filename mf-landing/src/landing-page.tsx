// Exposed to the shell through Module Federation as "./LandingPage".
import { LandingPage } from "./features/landing/landing-page";

export default LandingPage;
