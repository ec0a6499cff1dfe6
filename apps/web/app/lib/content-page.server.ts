import { data, type AppLoadContext } from 'react-router';

/** Loads a markdown entry of the content service in the shopper's language. */
export async function loadContentPage(context: AppLoadContext, key: string) {
  try {
    return await context.api.contentEntry(key);
  } catch {
    throw data(null, { status: 404 });
  }
}
