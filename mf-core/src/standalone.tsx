// Runs this remote on its own (its dist/index.html), without the shell: for the team
// that owns it. In the product the shell loads ./CoreApp through Module Federation.
import("./standalone-bootstrap");
