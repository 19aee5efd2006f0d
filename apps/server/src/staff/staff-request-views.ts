// Requests as the console shows them: the fields labelled from their form
// in the staff member's language, who the guest is, and the colleague who
// handles each (by name; a removed account reads as nobody).
import { requestEntries, type RequestEntry, type StaffGuest } from '@hospes/domain';
import type { InboxSettingsReader } from '../inbox/inbox-settings-reader.ts';
import type { StoredRequest } from '../inbox/request.repository.ts';
import type { GuestDirectory } from './guest-directory.ts';
import type { StaffAccountRepository } from './staff-account.repository.ts';

export interface StaffRequestViewDeps {
  settings: Pick<InboxSettingsReader, 'read'>;
  guests: Pick<GuestDirectory, 'attach'>;
  accounts: Pick<StaffAccountRepository, 'listForProject'>;
}

type View = Omit<StoredRequest, 'projectId' | 'cancellationDeadlineHours' | 'assigneeId'> & {
  entries: RequestEntry[];
  guest: StaffGuest;
  assignee: { id: string; name: string } | null;
};

export async function staffRequestViews(
  deps: StaffRequestViewDeps,
  projectId: string,
  lang: string | undefined,
  stored: readonly StoredRequest[],
): Promise<View[]> {
  const [settings, accounts] = await Promise.all([
    deps.settings.read(projectId, lang),
    deps.accounts.listForProject(projectId),
  ]);
  const forms = new Map((settings?.forms ?? []).map((form) => [form.id, form]));
  const names = new Map(accounts.map((a) => [a.id, a.name]));
  const rows = stored.map(
    ({ projectId: _p, cancellationDeadlineHours: _c, assigneeId, ...row }) => {
      const name = assigneeId ? names.get(assigneeId) : undefined;
      return {
        ...row,
        entries: requestEntries(forms.get(row.formId), row.fields),
        assignee: assigneeId && name !== undefined ? { id: assigneeId, name } : null,
      };
    },
  );
  return deps.guests.attach(projectId, rows);
}
