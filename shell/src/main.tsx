// An async boundary: the federation runtime must initialise the shared scope before
// React, MUI and shared-ui are first evaluated.
import("./bootstrap");
