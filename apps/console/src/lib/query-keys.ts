// Every cached answer of the console has its key here (TanStack Query's key
// factory pattern, as the guest app does it): a screen and what makes it
// stale — a mutation, a realtime event — name the same key.

export const staffKeys = {
  me: ['staff', 'me'] as const,
  /** The project's property system (admins). */
  pms: (projectId: string) => ['pms', projectId] as const,
  writeBacks: (projectId: string) => ['pms', projectId, 'write-backs'] as const,
  counters: {
    all: ['counters'] as const,
    project: (projectId: string) => ['counters', projectId] as const,
  },
  requests: {
    all: ['requests'] as const,
    list: (projectId: string, status: string, lang: string) =>
      ['requests', projectId, status, lang] as const,
  },
  conversations: {
    all: ['conversations'] as const,
    project: (projectId: string) => ['conversations', projectId] as const,
    list: (projectId: string, filter: { unreadOnly: boolean }) =>
      ['conversations', projectId, filter] as const,
  },
  conversation: {
    all: ['conversation'] as const,
    one: (projectId: string, userId: string) => ['conversation', projectId, userId] as const,
  },
  programme: {
    all: ['programme'] as const,
    project: (projectId: string) => ['programme', projectId] as const,
    list: (projectId: string, lang: string, from: string, days: number) =>
      ['programme', projectId, lang, from, days] as const,
  },
  slot: {
    all: ['slot'] as const,
    one: (projectId: string, activityId: string, slotId: string) =>
      ['slot', projectId, activityId, slotId] as const,
  },
  orders: {
    all: ['orders'] as const,
    project: (projectId: string) => ['orders', projectId] as const,
  },
  frontDesk: {
    project: (projectId: string) => ['front-desk', projectId] as const,
    day: (projectId: string, date: string) => ['front-desk', projectId, date] as const,
  },
  /** The masked view only: the full identity view is never cached. */
  reservation: (projectId: string, reservationId: string, lang: string) =>
    ['reservation', projectId, reservationId, lang] as const,
  /** A reservation's edit form (built-in PMS). */
  reservationEntry: (projectId: string, reservationId: string) =>
    ['reservation', projectId, reservationId, 'entry'] as const,
  reservationTimeline: (projectId: string, reservationId: string, limit: number) =>
    ['reservation', projectId, reservationId, 'timeline', limit] as const,
  reservationSearch: (projectId: string, params: string) =>
    ['reservation-search', projectId, params] as const,
  quickReplies: (projectId: string, lang: string) => ['quick-replies', projectId, lang] as const,
  accounts: (projectId: string) => ['accounts', projectId] as const,
  colleagues: (projectId: string) => ['colleagues', projectId] as const,
  statistics: (projectId: string, from: string, to: string) =>
    ['statistics', projectId, from, to] as const,
  audit: (projectId: string) => ['audit', projectId] as const,
  content: {
    model: (projectId: string, lang: string) => ['content', projectId, lang] as const,
    versions: (projectId: string, lang: string) =>
      ['content', projectId, lang, 'versions'] as const,
  },
};
