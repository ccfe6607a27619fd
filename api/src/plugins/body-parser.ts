import fp from 'fastify-plugin';

/**
 * JSON bodies as Fastify parses them (prototype-poisoning checks included), except that an empty body
 * with `content-type: application/json` reads as no body: the browser posts commands such as
 * `POST /user/sync` without one. Each route's body schema still decides whether a body is required.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'body-parser' },
);
