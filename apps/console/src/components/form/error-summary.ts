// The shared error summary (@hospes/ui); the console styles it in styles.css.
export { ErrorSummary, type ErrorSummaryItem } from '@hospes/ui/error-summary';
