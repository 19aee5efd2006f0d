// The demo payment provider's hosted page (registered when it is the
// configured provider): GET /pay/{ref} shows the checkout, POST /pay/{ref}
// (a plain form, no JavaScript) records Approve / Decline / Cancel through
// the same exactly-once path as a provider webhook and sends the guest back
// to the app's invoices screen.
import {
  DEFAULT_COLOR_SCHEME,
  DEFAULT_COLOR_SCHEME_SECONDARY,
  LANGUAGES,
  type Lang,
} from '@hospes/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appBasePath, paymentReturnUrl } from '../../../payments/app-return-url.ts';
import { DEMO_REF_PATTERN, DemoPaymentProvider } from '../../../payments/demo-provider.ts';
import { WebhookVerificationError } from '../../../payments/payment-provider.ts';
import type { PaymentRecord } from '../../../payments/payment.repository.ts';
import { returnOutcome } from '../../../payments/payment.service.ts';
import { DEMO_PAGE_CSS } from './demo-page-css.ts';
import { DEMO_PAGE_TEXTS } from './demo-page-texts.ts';
import { DEMO_CSS_PATH, demoCheckoutPage, demoMessagePage, type PageBrand } from './demo-page.ts';

/** The form is a token and a button value. */
const FORM_BODY_LIMIT = 4 * 1024;

const html = z.string().describe('HTML page');
const Params = z.object({ ref: z.string().max(100) });

/** The page's language: the checkout URL's `lang` (the app's), else English. */
const LangParam = z.enum(LANGUAGES).optional().catch(undefined);
const Query = z.object({ lang: LangParam });

/** The title and message of a payment that takes no decision any more. */
function closedText(lang: Lang, status: string, expired: boolean): [string, string] | undefined {
  const decided = DEMO_PAGE_TEXTS[lang].decided;
  if (expired) return decided.expired;
  return status in decided ? decided[status as keyof typeof decided] : undefined;
}

const pay: FastifyPluginAsyncZod = async (app) => {
  const provider = app.payments.provider;
  if (!(provider instanceof DemoPaymentProvider)) return;

  // Form bodies only (a plain HTML form posts them); anything else is a 415
  // page. The scope of this plugin only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const brandOf = (projectId: string): PageBrand => {
    const project = app.projects.findProject(projectId);
    return {
      name: project?.name ?? projectId,
      themeColor: project?.themeColor ?? DEFAULT_COLOR_SCHEME,
      backgroundColor: project?.backgroundColor ?? DEFAULT_COLOR_SCHEME_SECONDARY,
    };
  };

  const sendPage = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);

  /** The demo payment of a path's reference (undefined: a 404 page). */
  const paymentOf = async (ref: string) =>
    DEMO_REF_PATTERN.test(ref) ? app.payments.findByRef(ref) : undefined;

  const backUrl = (request: FastifyRequest, payment: PaymentRecord) =>
    paymentReturnUrl(appBasePath(app, request, payment.projectId), payment);

  app.get(DEMO_CSS_PATH, { schema: { hide: true, response: { 200: html } } }, async (_r, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/css; charset=utf-8')
      .send(DEMO_PAGE_CSS),
  );

  app.get(
    '/pay/:ref',
    {
      schema: {
        hide: true,
        params: Params,
        querystring: Query,
        response: { 200: html, 404: html, 409: html },
      },
    },
    async (request, reply) => {
      const payment = await paymentOf(request.params.ref);
      if (!payment) return reply.callNotFound();
      const brand = brandOf(payment.projectId);
      const lang = request.query.lang ?? 'en';
      const closed = closedText(lang, payment.status, await app.payments.closedUndecided(payment));
      if (closed) {
        return sendPage(
          reply,
          409,
          demoMessagePage(brand, lang, closed[0], closed[1], backUrl(request, payment)),
        );
      }
      return sendPage(
        reply,
        200,
        demoCheckoutPage(brand, lang, {
          ref: payment.providerRef,
          token: provider.formToken(payment.providerRef),
          description: payment.description,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
        }),
      );
    },
  );

  app.post(
    '/pay/:ref',
    {
      bodyLimit: FORM_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        hide: true,
        params: Params,
        body: z.record(z.string(), z.string()),
        response: { 303: z.null(), 400: html, 404: html, 409: html },
      },
    },
    async (request, reply) => {
      const payment = await paymentOf(request.params.ref);
      if (!payment) return reply.callNotFound();
      const lang = LangParam.parse(request.body.lang) ?? 'en';
      // A checkout that closed without a decision (expired, or replaced by
      // one for another amount) takes none: nothing is paid on its page.
      if (await app.payments.closedUndecided(payment)) {
        const [title, message] = DEMO_PAGE_TEXTS[lang].decided.expired;
        return sendPage(
          reply,
          409,
          demoMessagePage(
            brandOf(payment.projectId),
            lang,
            title,
            message,
            backUrl(request, payment),
          ),
        );
      }
      let event;
      try {
        event = provider.eventFromForm(
          payment.providerRef,
          request.body.token,
          request.body.action,
        );
      } catch (err) {
        if (!(err instanceof WebhookVerificationError)) throw err;
        const brand = brandOf(payment.projectId);
        return sendPage(
          reply,
          400,
          demoMessagePage(
            brand,
            lang,
            DEMO_PAGE_TEXTS[lang].notPossible,
            err.message,
            backUrl(request, payment),
          ),
        );
      }
      const result = await app.payments.applyEvent(event);
      const outcome = returnOutcome(result.payment ?? payment);
      const base = appBasePath(app, request, payment.projectId);
      return reply
        .header('cache-control', 'no-store')
        .redirect(paymentReturnUrl(base, payment, outcome), 303);
    },
  );
};

export default pay;
