// Owns how every failure becomes the { success: false, message } envelope; a 5xx never shows its internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, TooMany } from './errors.ts';

const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, 'a service we depend on failed');
      if (error instanceof TooMany && error.retryAfterSeconds) reply.header('retry-after', error.retryAfterSeconds);
      return reply.status(error.statusCode).send({ ...error.fields, success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue ? (field ? `${field}: ${issue.message}` : issue.message) : 'Invalid request';
      return reply.status(400).send({ success: false, message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // The request id lets staff find the log line; nothing of the error itself leaves the server.
      return reply.status(500).send({ success: false, message: SERVER_ERROR, requestId: request.id });
    }
    // Fastify's own 4xx (bad JSON, body too large, wrong content type) carry safe, useful messages.
    return reply.status(status).send({ success: false, message: friendlyMessage(error) });
  });
}

function friendlyMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is larger than 5 MB';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty';
    default:
      return error.message;
  }
}
