/**
 * Files: upload a PDF or JPEG as multipart form data.
 * One layer of {@link EmoneyClient}: each method calls its operation directly.
 * @module
 */
import { call } from '../transport/transport.js';
import type { FileObject } from '../types.js';
import { OrdersResource } from './orders.js';

/** @internal */
export abstract class FilesResource extends OrdersResource {
  /**
   * Uploads a PDF or JPEG (at most 5 MB) for a profile (default the caller's): a supporting
   * document of a large order or a KYC document.
   *
   * @param file The document, a Blob or a File.
   * @param options Its file name and owner.
   * @param options.name The file name stored with it (a File's own name when left out).
   * @param options.profile The profile the document belongs to (its id).
   * @example
   * ```ts
   * const file = await client.uploadFile(input.files[0]); // a File, or a Blob with { name }
   * await client.placeOrder({ …, supportingDocumentId: file.id });
   * ```
   * @group Files
   */
  async uploadFile(file: Blob, options: { name?: string; profile?: string } = {}): Promise<FileObject> {
    const body = new FormData();
    body.append('file', file, options.name ?? (file as File).name ?? 'file');
    const query = options.profile ? { profile: options.profile } : {};
    return call(this.raw.POST('/files', { params: { query }, body: body as never, bodySerializer: (b: unknown) => b }));
  }
}
