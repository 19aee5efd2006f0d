// The shared error summary (@hospes/ui) in the guest app's looks (form.css).
import './form.css';

export { ErrorSummary, type ErrorSummaryItem } from '@hospes/ui/error-summary';
