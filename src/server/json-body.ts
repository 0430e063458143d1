import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * No request of ours nests deeper than a few levels (a checkout: body, items, item). A body nested thousands
 * deep parses fine but overflows the stack of the next recursive walk over it (JSON.stringify, when the auth
 * routes hand the body on to better-auth), so it is refused before anything reads it.
 */
const JSON_MAX_DEPTH = 32;

/** Whether arrays and objects in a JSON text nest deeper than `max`, read without parsing it. */
function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') depth--;
  }
  return false;
}

/** Fastify's own JSON body parser (prototype poisoning refused), behind a nesting limit. */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(String(body), JSON_MAX_DEPTH)) {
      done(new AppError('invalid_json', 'The request body is nested too deeply.'), undefined);
      return;
    }
    // Its errors (an empty body, a syntax error, a poisoned prototype) all mean the same to the client.
    parse(request, String(body), (error, value) =>
      error ? done(new AppError('invalid_json'), undefined) : done(null, value),
    );
  });
}
