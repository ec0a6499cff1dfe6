import { uploadPicture } from '../add-product.server.ts';
import type { Route } from './+types/route';

/** `POST /add-product/picture`: one picture the browser resized, sent with its upload progress shown. */
export const action = ({ request, context }: Route.ActionArgs) => uploadPicture(request, context);
