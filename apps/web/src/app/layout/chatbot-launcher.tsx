import {
  CHATBOT_LAUNCHER_BOTTOM_DEFAULT_PX,
  CHATBOT_LAUNCHER_RIGHT_DEFAULT_PX,
  CHATBOT_WINDOW_OFFSET_PX,
  CHATBOT_Z_INDEX,
  readableColour,
} from '@hospes/domain';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon.tsx';
import { useChatbotAvailability } from '../../lib/chatbot/chatbot-availability.ts';
import { useProjectModel } from '../../lib/model/model-context.tsx';
import '../../components/ui/visually-hidden.css';
import './chatbot-launcher.css';

// The chatbot (its engine and window) loads when the guest opens it.
const ChatWindow = lazy(async () => ({
  default: (await import('../../features/chatbot/chat-window.tsx')).ChatWindow,
}));

/**
 * spec §2/§9: on large screens the chatbot floats — a launcher 30 px from
 * the bottom and the right (or the model's `chatbot.launcher` position),
 * the window 80 px above it, both at z-index 99999. Not on the chatbot's
 * own page, and only when this guest has the chatbot.
 */
export function ChatbotLauncher() {
  const { t } = useTranslation();
  const model = useProjectModel();
  const availability = useChatbotAvailability();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const windowId = useId();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    launcherRef.current?.focus();
  };
  if (availability !== 'available' || pathname === '/chatbot') return null;
  const launcher = model.chatbot?.launcher;
  const bottom = launcher?.position_bottom ?? CHATBOT_LAUNCHER_BOTTOM_DEFAULT_PX;
  const right = launcher?.position_right ?? CHATBOT_LAUNCHER_RIGHT_DEFAULT_PX;
  // spec §3 webchat: the launcher's own picture, and the chat's colour (when readable).
  const image = launcher?.launcher_img_url?.trim();
  const colour = readableColour(model.chatbot?.colors?.main);
  return (
    <>
      {open && (
        <div
          id={windowId}
          className="chat-floating"
          style={{ bottom: bottom + CHATBOT_WINDOW_OFFSET_PX, right, zIndex: CHATBOT_Z_INDEX }}
        >
          <Suspense fallback={null}>
            <ChatWindow variant="floating" onClose={close} />
          </Suspense>
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="chat-launcher"
        style={{
          bottom,
          right,
          zIndex: CHATBOT_Z_INDEX,
          ...(colour ? { background: colour, color: '#ffffff' } : {}),
        }}
        aria-expanded={open}
        aria-controls={open ? windowId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {image && !open ? (
          <img className="chat-launcher__image" src={image} alt="" />
        ) : (
          <Icon name={open ? 'close' : 'chat'} />
        )}
        <span className="visually-hidden">
          {open ? t('layout.chatClose') : t('layout.chatOpen')}
        </span>
      </button>
    </>
  );
}
