// The password product's first request, which Main's part makes itself (./index.ts): the person's
// Enter then waits only for the client chunk, not for the group as well (docs/performance.md,
// 'Enter at once'), and the group, fetched at mount, draws what follows.
import type { UserSearchType } from '../../contract/index';
import type { ClientHandle } from '../../session/clientHandle';

/** users/search: which PasswordCreateOrLogin the email gets. */
export async function searchUser(client: ClientHandle, email: string): Promise<UserSearchType> {
  return (await (await client.ready()).api.users.search(email)).userType;
}
