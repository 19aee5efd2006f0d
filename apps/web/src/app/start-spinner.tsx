import { Spinner } from '../components/ui/spinner.tsx';

/** The spinner of the start (model loading, first page chunk), centred on the screen. */
export function StartSpinner() {
  return (
    <div className="start-screen">
      <Spinner />
    </div>
  );
}
