// Runs a change and answers how it failed (the ApiError), or undefined on success: the form the
// hosted screens' useAction takes, so the error summary gets the server's fields, not just a sentence.
import { errorOfThrown, type ApiError } from '../api/ApiError';

export async function attempt(work: () => Promise<unknown>): Promise<ApiError | undefined> {
  try {
    await work();
    return undefined;
  } catch (error) {
    return errorOfThrown(error);
  }
}
