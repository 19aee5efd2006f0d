import { CONVERSATION_LIMIT, type ConversationMessage } from '@hospes/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../components/ui/modal.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGuest } from '../../lib/guest/use-guest.ts';
import {
  fetchConversation,
  inboxKeys,
  markMessagesSeen,
  sendMessage,
} from '../../lib/inbox/inbox-api.ts';
import { useProjectId, useProjectModel } from '../../lib/model/model-context.tsx';
import { setUnseenMessagesCount } from '../../lib/nav/nav-badges.ts';
import { ConversationList } from './conversation-list.tsx';
import { MessageComposer } from './message-composer.tsx';

/**
 * spec §2: /registrations/messages opens the messaging modal over the inbox:
 * the conversation (the newest 50, spec §9; older ones on scroll), the
 * guest writes, the hotel's answers arrive by the realtime stream. Opening
 * it — and every new message while it is open — marks the messages seen.
 */
export function MessagesModalRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const model = useProjectModel();
  const close = () => void navigate('/registrations');
  const messaging = model.project_settings.messaging?.active === true;
  return (
    <Modal open title={t('menu.messages')} onClose={close} size="wide">
      {messaging ? <Messages /> : <p>{t('messages.inactive')}</p>}
    </Modal>
  );
}

function Messages() {
  const projectId = useProjectId();
  const { userId, ready } = useGuest();
  const owner = ready ? userId : null;
  const queryClient = useQueryClient();
  const newest = useQuery({
    queryKey: inboxKeys.conversation(projectId, owner ?? ''),
    queryFn: ({ signal }) =>
      fetchConversation(projectId, owner ?? '', { limit: CONVERSATION_LIMIT, signal }),
    enabled: owner !== null,
  });
  const [older, setOlder] = useState<ConversationMessage[]>([]);
  const [olderDone, setOlderDone] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const messages = useMemo(() => {
    const recent = newest.data?.messages ?? [];
    const ids = new Set(recent.map((m) => m.id));
    return [...older.filter((m) => !ids.has(m.id)), ...recent];
  }, [older, newest.data]);
  const hasOlder = older.length > 0 ? !olderDone : (newest.data?.hasMore ?? false);

  const unseen = messages.some((m) => !m.seen);
  useEffect(() => {
    if (owner === null || !unseen) return;
    void markMessagesSeen(projectId, owner)
      .then((count) => {
        setUnseenMessagesCount(count);
        queryClient.setQueryData(inboxKeys.unseen(projectId, owner), count);
        void queryClient.invalidateQueries({ queryKey: inboxKeys.inbox(projectId, owner) });
      })
      .catch(() => undefined);
  }, [owner, projectId, unseen, queryClient]);

  const loadOlder = () => {
    const first = messages[0];
    if (!owner || !first || loadingOlder) return;
    setLoadingOlder(true);
    fetchConversation(projectId, owner, { limit: CONVERSATION_LIMIT, before: first.id })
      .then((page) => {
        setOlder((o) => [...page.messages, ...o]);
        if (!page.hasMore) setOlderDone(true);
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  };

  const send = useMutation({
    mutationFn: (content: string) => sendMessage(projectId, owner ?? '', content),
    retry: false,
    onSuccess: () => {
      if (owner)
        void queryClient.invalidateQueries({ queryKey: inboxKeys.conversation(projectId, owner) });
    },
  });

  if (newest.isPending) return <Spinner />;
  return (
    <>
      <ConversationList
        messages={messages}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={loadOlder}
      />
      <MessageComposer
        sending={send.isPending}
        error={send.error}
        onSend={(content) => send.mutateAsync(content)}
      />
    </>
  );
}
