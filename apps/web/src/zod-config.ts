import { z } from 'zod';

// Zod probes for `new Function` to compile faster validators; under our CSP (no 'unsafe-eval') that probe is
// a reported violation on every page. The interpreted validators are fast enough for forms.
z.config({ jitless: true });
