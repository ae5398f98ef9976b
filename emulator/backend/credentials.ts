// Who may call the backend API: a host's server, with `Authorization: Basic
// base64(project_id:secret)`. Anything else (no header, the public token, another project's id, a
// wrong secret) is the provider's 401 unauthorized_credentials, which names no half, so a probe
// learns nothing of which half was wrong.
import { timingSafeEqual } from 'node:crypto';
import { EmulatorError } from '../errors';
import { readBasicCredentials } from '../http/http';
import type { ProjectConfig } from '../project/project';

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Throws 401 unauthorized_credentials unless the header carries this project's id and secret. */
export function requireProjectSecret(header: string | null, project: Pick<ProjectConfig, 'project_id' | 'secret'>): void {
  const credentials = readBasicCredentials(header);
  if (credentials && credentials.user === project.project_id && sameSecret(credentials.password, project.secret)) return;
  throw new EmulatorError(
    401,
    'unauthorized_credentials',
    credentials
      ? 'Unauthorized credentials: the project id and secret do not match this project (see the emulator\'s start-up lines or /admin)'
      : 'Unauthorized credentials: the backend API needs Authorization: Basic base64(project_id:secret)',
  );
}
