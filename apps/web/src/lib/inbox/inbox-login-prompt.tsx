import { useLocation } from 'react-router';
import { openLoginDialog } from '../guest/use-guest.ts';
import '../../components/ui/button.css';

/**
 * What the inbox and the guest services show a guest who is not logged in
 * where the project has reservation login (spec §6: the inbox shows a login
 * prompt; the hotel must know the room of a request).
 */
export function InboxLoginPrompt({ text, action }: { text: string; action: string }) {
  const location = useLocation();
  return (
    <div className="inbox-login">
      <p>{text}</p>
      <button
        type="button"
        className="ui-button ui-button--primary"
        onClick={() => openLoginDialog(location.pathname + location.search)}
      >
        {action}
      </button>
    </div>
  );
}
