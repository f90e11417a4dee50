import type { NextFunction, Request, Response } from 'express';
import busboy from 'busboy';
import { HttpError } from './http-error.js';

/** One file part of a multipart request, held in memory (uploads are small: 5 MB at most). */
export interface UploadedPart {
  field: string;
  filename: string;
  /** The type the client declared; never trusted for what the file is. */
  declaredType: string;
  data: Buffer;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** File parts of a multipart/form-data request, in order. */
    uploads?: UploadedPart[];
  }
}

export interface MultipartLimits {
  /** Largest accepted file in bytes; one byte more answers 413. */
  fileSize: number;
  files: number;
  fields: number;
}

/**
 * Parses multipart/form-data bodies. The request body seen by validation maps each file field to
 * its file name (the contract types it as a binary string) and keeps text fields as they are;
 * the bytes travel on `req.uploads`.
 */
export function multipartBody(limits: MultipartLimits) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.is('multipart/form-data')) {
      next();
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { ...limits, fileSize: limits.fileSize + 1 }, defParamCharset: 'utf8' });
    } catch (err) {
      next(new HttpError(400, `The multipart body cannot be read: ${(err as Error).message}`, { code: 'bad_request' }));
      return;
    }
    const body: Record<string, string> = {};
    const uploads: UploadedPart[] = [];
    let failure: HttpError | undefined;
    let finished = false;
    const fail = (error: HttpError) => {
      failure ??= error;
    };
    const finish = () => {
      if (finished) return;
      finished = true;
      req.unpipe(parser);
      if (failure) {
        next(failure);
        return;
      }
      req.body = body;
      req.uploads = uploads;
      next();
    };
    const malformed = (err: Error) => new HttpError(400, `The multipart body is malformed: ${err.message}`, { code: 'bad_request' });
    parser.on('field', (name, value) => {
      body[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= limits.fileSize) chunks.push(chunk);
      });
      stream.on('error', (err: Error) => fail(malformed(err)));
      stream.on('limit', () => fail(new HttpError(413, `The file is larger than ${limits.fileSize} bytes`)));
      stream.on('end', () => {
        if (size > limits.fileSize) {
          fail(new HttpError(413, `The file is larger than ${limits.fileSize} bytes`));
          return;
        }
        uploads.push({ field, filename: info.filename ?? '', declaredType: info.mimeType, data: Buffer.concat(chunks) });
        body[field] = info.filename ?? '';
      });
    });
    parser.on('filesLimit', () => fail(new HttpError(400, `At most ${limits.files} file(s) may be sent`, { code: 'bad_request' })));
    parser.on('fieldsLimit', () => fail(new HttpError(400, `At most ${limits.fields} field(s) may be sent`, { code: 'bad_request' })));
    // A malformed body may end with 'error' and no 'close'; either one ends the parse, once.
    parser.on('error', (err: Error) => {
      fail(malformed(err));
      finish();
    });
    parser.on('close', finish);
    req.pipe(parser);
  };
}
