import { data, type AppLoadContext } from 'react-router';
import { serverApi } from './api.server.ts';
import { resolvePreferences } from './preferences.server.ts';

/** Loads a markdown entry of the content service in the shopper's language. */
export async function loadContentPage(request: Request, context: AppLoadContext, key: string) {
  const { language } = await resolvePreferences(request);
  try {
    return await (await serverApi(request, context, language)).contentEntry(key);
  } catch {
    throw data(null, { status: 404 });
  }
}
