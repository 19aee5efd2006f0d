// Guest-service requests (spec §4 request statuses): the guest sends one
// from a form of the model and may cancel it while the allowed time lasts;
// the staff accepts, rejects or reverts it. Every change writes the
// auto-generated message of spec §4 in the guest's language, tells the
// guest's open apps (realtime) and, for the staff's decisions, pushes.
import {
  CANCEL_NOT_POSSIBLE_TEXT,
  cancelImpossibleReason,
  localizedAutoMessage,
  requestActions,
  requestFieldsSchema,
  requestStartEpoch,
  requestTransition,
  type AutoMessageEvent,
  type GuestRequestBody,
  type GuestRequestView,
  type RequestAction,
  type RequestFields,
  type RequestProgress,
  type RequestStatus,
} from '@hospes/domain';
import { admitGuestWrite } from './guest-write-limits.ts';
import { asLang, type InboxDeps } from './inbox-context.ts';
import { AppError, invalidField, invalidRequest, notFound } from '../http/app-error.ts';
import type { StoredRequest } from './request.repository.ts';
import type { GuestCaller } from '../guests/guest-caller.ts';

export class RequestService {
  constructor(private readonly deps: InboxDeps) {}

  /** spec §4: the guest's view of a request, with whether it can still be canceled. */
  view(request: StoredRequest): GuestRequestView {
    const statusAllows = requestActions(request.status).includes('cancel');
    const reason =
      statusAllows && request.startAt
        ? cancelImpossibleReason({
            start: request.startAt,
            now: this.deps.now(),
            cancellationDeadlineHours: request.cancellationDeadlineHours,
          })
        : null;
    const impossible = reason === 'past' || reason === 'deadline_passed' ? reason : null;
    return {
      id: request.id,
      formId: request.formId,
      subject: request.subject,
      fields: request.fields,
      status: request.status,
      note: request.note,
      createdAt: request.createdAt,
      updatedAt: request.updatedAt,
      start: request.startAt,
      cancelable: statusAllows && reason === null,
      cancelImpossible: impossible,
    };
  }

  /** A guest sends a request from the client `address` (limited per guest and per address). */
  async create(
    caller: GuestCaller,
    body: GuestRequestBody,
    address: string,
  ): Promise<StoredRequest> {
    const settings = await this.deps.settings.read(caller.projectId, body.lang);
    if (!settings) throw notFound('project');
    if (settings.loginRequired && caller.reservationId === null) {
      throw new AppError('login_required', 'Please log in to send a request.');
    }
    const form = settings.forms.find((f) => f.id === body.formId);
    if (!form) {
      throw invalidField('body/formId', `There is no form "${body.formId}".`);
    }
    // null (a field the app cleared) counts as left empty.
    const raw = Object.fromEntries(
      Object.entries(body.fields).map(([k, v]) => [k, v === null ? '' : v]),
    );
    const parsed = requestFieldsSchema(form).safeParse(raw);
    if (!parsed.success) {
      throw invalidRequest(
        parsed.error.issues.map((issue) => ({
          path: ['body', 'fields', ...issue.path.map(String)].join('/'),
          message:
            issue.code === 'unrecognized_keys'
              ? `Unknown fields: ${issue.keys.join(', ')}.`
              : issue.message,
        })),
      );
    }
    const fields = Object.fromEntries(
      Object.entries(parsed.data).filter(([, v]) => v !== undefined),
    ) as RequestFields;
    await admitGuestWrite(this.deps.rateLimits, caller, address, 'request');
    const now = this.deps.now();
    const start = requestStartEpoch(form, fields, settings.timeZone);
    const at = new Date(now).toISOString();
    const request = await this.deps.requests.insert(
      {
        projectId: caller.projectId,
        userId: caller.userId,
        reservationId: caller.reservationId,
        formId: form.id,
        subject: form.title,
        fields,
        lang: settings.lang,
        startAt: start === null ? null : new Date(start).toISOString(),
        cancellationDeadlineHours: form.cancellation_deadline_hours ?? null,
      },
      at,
    );
    await this.#autoMessage(request, 'request_new', false);
    return request;
  }

  /** spec §4: the guest cancels; refused once in the past or past the allowed time. */
  async cancel(caller: GuestCaller, requestId: string): Promise<StoredRequest> {
    const request = await this.deps.requests.find(caller.projectId, requestId);
    if (!request || request.userId !== caller.userId) throw notFound('request');
    const view = this.view(request);
    if (view.cancelImpossible) {
      throw new AppError('cancel_impossible', CANCEL_NOT_POSSIBLE_TEXT.text);
    }
    return this.#apply(request, 'cancel', null, false);
  }

  /** The staff's decision: accept, reject, revert (reopen) or cancel. */
  async decide(
    projectId: string,
    requestId: string,
    action: RequestAction,
    note: string | null,
  ): Promise<StoredRequest> {
    const request = await this.deps.requests.find(projectId, requestId);
    if (!request) throw notFound('request');
    return this.#apply(request, action, note, true);
  }

  async listForGuest(caller: GuestCaller): Promise<GuestRequestView[]> {
    const requests = await this.deps.requests.listForUser(caller.projectId, caller.userId);
    return requests.map((r) => this.view(r));
  }

  /** The staff's progress and/or assignee of a request (404 for an unknown one). */
  async setWork(
    projectId: string,
    requestId: string,
    work: { progress?: RequestProgress | undefined; assigneeId?: string | null | undefined },
  ): Promise<StoredRequest> {
    if (!(await this.deps.requests.setWork(projectId, requestId, work))) throw notFound('request');
    const changed = await this.deps.requests.find(projectId, requestId);
    if (!changed) throw notFound('request');
    return changed;
  }

  listForStaff(projectId: string, status?: RequestStatus): Promise<StoredRequest[]> {
    return this.deps.requests.listForProject(projectId, status);
  }

  async #apply(
    request: StoredRequest,
    action: RequestAction,
    note: string | null,
    byStaff: boolean,
  ): Promise<StoredRequest> {
    const transition = requestTransition(request.status, action);
    if (!transition.ok) {
      throw new AppError(
        'not_allowed',
        `A request that is ${request.status} cannot be ${action === 'revert' ? 'reverted' : `${action}ed`}.`,
      );
    }
    const at = new Date(this.deps.now()).toISOString();
    const won = await this.deps.requests.transition(
      request.projectId,
      request.id,
      request.status,
      transition.status,
      note,
      at,
    );
    if (!won) {
      throw new AppError('not_allowed', 'The request was changed meanwhile. Please reload it.');
    }
    const changed = { ...request, status: transition.status, note, updatedAt: at };
    await this.#autoMessage(changed, transition.message, byStaff);
    return changed;
  }

  /** spec §4 auto-generated message, realtime events, and (staff decisions) push. */
  async #autoMessage(request: StoredRequest, event: AutoMessageEvent, byStaff: boolean) {
    const lang = asLang(request.lang, 'de');
    const message = localizedAutoMessage(lang, event, request.subject);
    const at = new Date(this.deps.now()).toISOString();
    await this.deps.messages.insert(
      [
        {
          projectId: request.projectId,
          userId: request.userId,
          sender: 'system',
          type: message.type,
          title: message.title,
          content: message.content,
          requestId: request.id,
          seenByGuest: !byStaff,
        },
      ],
      at,
    );
    await this.deps.hub.publish(request.projectId, [request.userId], 'requests-changed');
    await this.deps.hub.publish(request.projectId, [request.userId], 'messages-changed');
    if (byStaff && this.deps.push) {
      const settings = await this.deps.settings.read(request.projectId, lang);
      if (settings?.pushActive) {
        this.deps.push.dispatch(request.projectId, [request.userId], () => ({
          title: message.title,
          body: message.content,
          link: '/registrations',
          linkType: 'INT',
        }));
      }
    }
  }
}
