// Imported first by app/boot.ts: modules evaluate in import order, and a store
// may parse its stored state with a zod schema while it is imported. Before
// that zod must know not to probe `new Function`, which our CSP refuses.
import { configureZodForBrowsers } from '@hospes/domain';

configureZodForBrowsers();
