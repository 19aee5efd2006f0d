/** spec §1 product variants (zod-free: see docs/performance.md). */
export const PRODUCTS = ['discover', 'discover_plus', 'app', 'app_without_chatbot'] as const;
