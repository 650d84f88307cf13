import { MULTIPART_TEXT } from '@drisk/contract';
import type { MultipartFile, Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';

interface MultipartLimits {
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
}

/** Limits on the non-file fields: a few short values (ids, names). */
const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 4096;

/** The library's limit errors as the route's own messages. */
function limitError(error: unknown, limits: MultipartLimits): unknown {
  const code = (error as { code?: string } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, MULTIPART_TEXT.fileTooLarge(limits.fileField, limits.maxFileBytes));
    case 'FST_FILES_LIMIT':
      return new HttpError(400, MULTIPART_TEXT.tooManyFiles(limits.fileField, limits.maxFiles));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(400, `the form has more than ${MAX_FIELDS} fields`);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_NO_FORM_DATA':
      return new HttpError(400, MULTIPART_TEXT.notMultipart);
    default:
      // busboy's own complaints (a truncated or malformed form) are the client's fault.
      if (
        error instanceof Error &&
        !(error instanceof HttpError) &&
        /multipart|boundary|form/i.test(error.message)
      ) {
        return new HttpError(400, MULTIPART_TEXT.notMultipart);
      }
      return error;
  }
}

/**
 * Reads a multipart form up to its first file: returns the fields (for validation and access) and the
 * files still to be streamed, in order. The files' stream throws the route's limit errors as 413/400
 * with the field named; a field after the files, or no file at all, is a 400.
 */
export async function readMultipartFields(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<{ fields: unknown; files: AsyncIterable<MultipartFile> }> {
  if (!request.isMultipart()) {
    // Validated and checked like any body (so a stranger still gets 403), but it carries no files.
    return { fields: request.body ?? {}, files: refuse(new HttpError(400, MULTIPART_TEXT.notMultipart)) };
  }
  const stream = request.parts({
    limits: {
      fileSize: limits.maxFileBytes,
      files: limits.maxFiles,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  const parts = stream[Symbol.asyncIterator]();
  const next = async (): Promise<IteratorResult<Multipart>> => {
    try {
      return await parts.next();
    } catch (error) {
      throw limitError(error, limits);
    }
  };
  const fields: Record<string, string> = {};
  let current = await next();
  while (!current.done && current.value.type === 'field') {
    const { fieldname, value } = current.value;
    fields[fieldname] = typeof value === 'string' ? value : String(value);
    current = await next();
  }
  const first = current;
  async function* files(): AsyncGenerator<MultipartFile> {
    let part = first;
    if (part.done) throw new HttpError(400, MULTIPART_TEXT.noFiles(limits.fileField));
    while (!part.done) {
      const value = part.value;
      if (value.type !== 'file') throw new HttpError(400, MULTIPART_TEXT.fieldsFirst(limits.fileField));
      if (value.fieldname !== limits.fileField) {
        throw new HttpError(
          400,
          `${value.fieldname}: unexpected file field (send files as ${limits.fileField})`,
        );
      }
      try {
        yield value;
      } catch (error) {
        throw limitError(error, limits);
      }
      part = await next();
    }
  }
  return { fields, files: files() };
}

// eslint-disable-next-line require-yield -- a files stream that refuses at its first read
async function* refuse(error: HttpError): AsyncGenerator<MultipartFile> {
  throw error;
}

/** Reads a file part's stream through `consume`, turning the library's size error into the route's 413. */
export async function withFileLimits<T>(limits: MultipartLimits, consume: () => Promise<T>): Promise<T> {
  try {
    return await consume();
  } catch (error) {
    throw limitError(error, limits);
  }
}
