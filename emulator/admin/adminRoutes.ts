// The admin page's routes (issue 16): GET /admin, and the form posts that revoke a session,
// set a user's roles, delete a user and edit the project config, each answered by a 303 back to the page.
//
// Any site a developer visits can make their browser post a form to localhost, and the emulator
// allows any loopback origin by CORS, so an action needs both a same-origin request (the Origin
// header, or Sec-Fetch-Site when a browser sends no Origin) and this process's CSRF token from a
// hidden field. The Host check (E2) has already run in app.ts.
import { timingSafeEqual } from 'node:crypto';
import { deleteUser, revokeSessionById } from '../store/userOperations';
import { ADMIN_PAGE_CSP, renderAdminPage, type AdminView } from './adminPage';
import { ADMIN_PATHS, CSRF_FIELD } from './adminUsers';
import type { Ctx } from '../api/context';
import { mergeProject } from '../dev/devRoutes';
import { EmulatorError } from '../errors';
import { htmlResponse } from '../http/html';
import { readFormBody, redirectResponse } from '../http/http';
import { jsonTextTooDeep, MAX_JSON_DEPTH } from '../validate/jsonLimits';
import type { LiveProject } from '../project/project';
import { assignRoles } from '../project/rbacPolicy';
import { newSecret } from '../crypto/tokens';

export interface AdminRoute {
  method: 'GET' | 'POST';
  path: string;
  run(ctx: Ctx, req: Request): Promise<Response>;
}

/** Refuses a request that a page of another origin could have made (wrong or missing Origin). */
export function assertSameOrigin(req: Request): void {
  const ownOrigin = new URL(req.url).origin;
  const origin = req.headers.get('origin');
  const fetchSite = req.headers.get('sec-fetch-site');
  const sameOrigin = origin !== null ? origin === ownOrigin && (fetchSite === null || fetchSite === 'same-origin') : fetchSite === 'same-origin';
  if (!sameOrigin) {
    throw new EmulatorError(403, 'origin_not_allowed', `The admin page's actions accept only form posts from the page itself (${ownOrigin}/admin); this one came from ${origin ?? 'an unknown origin'}`);
  }
}

function sameSecret(given: string | null, expected: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `csrfToken` is per process (per createEmulator); a reset keeps it, so an open page still works. */
export function adminRoutes(project: LiveProject, csrfToken: string = newSecret()): AdminRoute[] {
  const view = (ctx: Ctx, extra: Partial<AdminView> = {}): string =>
    renderAdminPage({ store: ctx.store, outbox: ctx.outbox, project: project.current(), now: ctx.clock.now(), csrfToken, ...extra });
  const backToPage = (notice: string) => redirectResponse(303, `${ADMIN_PATHS.page}?notice=${notice}`);

  /** Checks the origin, then reads the form and checks its token, then runs the action. */
  const action = (path: string, run: (ctx: Ctx, form: URLSearchParams) => Response): AdminRoute => ({
    method: 'POST',
    path,
    run: async (ctx, req) => {
      assertSameOrigin(req);
      const form = await readFormBody(req);
      if (!sameSecret(form.get(CSRF_FIELD), csrfToken)) {
        throw new EmulatorError(403, 'csrf_token_mismatch', 'The form did not carry this emulator\'s admin token; reload the admin page and try again');
      }
      return run(ctx, form);
    },
  });

  return [
    {
      method: 'GET',
      path: ADMIN_PATHS.page,
      run: async (ctx, req) => htmlResponse(200, view(ctx, { notice: new URL(req.url).searchParams.get('notice') }), ADMIN_PAGE_CSP),
    },
    action(ADMIN_PATHS.revokeSession, (ctx, form) =>
      backToPage(revokeSessionById(ctx.store, form.get('session_id') ?? '') ? 'session_revoked' : 'session_not_found'),
    ),
    action(ADMIN_PATHS.roles, (ctx, form) => {
      const user = ctx.store.users.get(form.get('user_id') ?? '');
      if (!user) return backToPage('user_not_found');
      assignRoles(user, project.current().rbac_policy, form.getAll('roles'));
      return backToPage('roles_saved');
    }),
    action(ADMIN_PATHS.deleteUser, (ctx, form) => backToPage(deleteUser(ctx.store, form.get('user_id') ?? '') ? 'user_deleted' : 'user_not_found')),
    action(ADMIN_PATHS.project, (ctx, form) => {
      const text = form.get('config') ?? '';
      const error = saveProject(project, text);
      if (error === null) return backToPage('project_saved');
      return htmlResponse(400, view(ctx, { rejectedConfig: { text, error } }), ADMIN_PAGE_CSP);
    }),
  ];
}

/** Merges the edited JSON as POST /__emulator/project does; answers why it was refused, or null. */
function saveProject(project: LiveProject, text: string): string | null {
  if (jsonTextTooDeep(text)) return `the JSON nests deeper than ${MAX_JSON_DEPTH} levels`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    return `not valid JSON (${(err as Error).message})`;
  }
  try {
    mergeProject(project, parsed);
    return null;
  } catch (err) {
    if (err instanceof EmulatorError) return err.message;
    throw err;
  }
}
