import type { FastifyError, FastifyInstance } from 'fastify';
import { type Envelope, JSON_BODY_LIMIT, translate } from '@verdict/shared';
import { AppError } from './app-error';
import { cutOffUpload, isCutOffUpload } from './multipart';
import { endpointRegistry, urlType } from './route';

const fail = (status: number, msg: string): Envelope<null> => ({ status, msg, data: null });

/** One place writes every error reply, in the caller's language (contract §1.2). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    if (error instanceof AppError) {
      // A refusal that hides its cause from the caller (e.g. the SMTP server's answer) leaves it in the log.
      if (error.cause instanceof Error) req.log.warn({ err: error.cause }, `refused: ${error.key}`);
      if (error.httpStatus === 401 || error.httpStatus === 403) reply.header('Url-Type', urlType(req));
      // A refusal that names its wait (rate limits, guess limits) says it in the header too.
      // The submit interval keeps HOJ's envelope (status 400) and names its wait in the header for the countdown.
      const named = error.httpStatus === 429 || error.key === 'submission.tooFast';
      if (named && typeof error.params?.seconds === 'number') reply.header('Retry-After', String(error.params.seconds));
      return reply
        .code(error.httpStatus)
        .send({ ...fail(error.status, translate(req.lang, error.key, error.params)), data: error.data });
    }
    // Every upload reader, also one that reads the parts itself: a cut-off body is the client's fault.
    if (req.isMultipart() && isCutOffUpload(error)) {
      const cut = cutOffUpload();
      return reply.code(cut.httpStatus).send(fail(cut.status, translate(req.lang, cut.key)));
    }
    const code = error.statusCode ?? 500;
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.code(400).send(fail(400, translate(req.lang, 'errors.invalidJson')));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const mb = Math.round((req.routeOptions.bodyLimit ?? JSON_BODY_LIMIT) / (1024 * 1024));
      return reply.code(413).send(fail(400, translate(req.lang, 'errors.bodyTooLarge', { mb })));
    }
    if (code === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.code(413).send(fail(400, translate(req.lang, 'errors.payloadTooLarge')));
    }
    if (code === 415) return reply.code(415).send(fail(400, translate(req.lang, 'errors.unsupportedMedia')));
    if (code >= 400 && code < 500) {
      return reply
        .code(code)
        .send(fail(400, error.message || translate(req.lang, 'errors.invalidParam', { field: 'request', reason: '' })));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(500, translate(req.lang, 'errors.internal')));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    const known = endpointRegistry.some((e) => e.path === path);
    if (known) return reply.code(405).send(fail(400, translate(req.lang, 'errors.methodNotAllowed')));
    return reply.code(404).send(fail(404, translate(req.lang, 'errors.notFound')));
  });
}
