import { addHistory, createCompany, createUser, newMember, platformCompany } from './factories.js';
import { call, signIn, type TestApp } from './test-app.js';

/** A signed-in person of a review world: who they are and how to call as them. */
export interface Person {
  id: number;
  username: string;
  cookie: string;
  slug: string;
}

/**
 * A company with an author, two colleagues (a reviewer and a bystander) and an admin; another
 * company's admin; operator staff signed in on the platform; and one draft of the author's.
 */
export async function reviewWorld(t: TestApp) {
  const company = await createCompany(t);
  const person = async (role: 'user' | 'admin', on = company): Promise<Person> => {
    const user = await createUser(t, on, role);
    return {
      id: user.id,
      username: user.username,
      cookie: await signIn(t, on.slug, user.username),
      slug: company.slug,
    };
  };
  const author = await person('user');
  const reviewer = await person('user');
  const second = await person('user');
  const bystander = await person('user');
  const admin = await person('admin');
  const outsider = await newMember(t, { role: 'admin' });
  const platform = await platformCompany(t);
  const staffUser = await createUser(t, platform, 'platform_admin');
  const operator: Person = {
    id: staffUser.id,
    username: staffUser.username,
    cookie: await signIn(t, platform.slug, staffUser.username),
    slug: company.slug,
  };
  const [item] = await addHistory(
    t,
    { company, user: { id: author.id } },
    {
      assistantType: 'blog',
      content: 'Spring is here. Plant tomatoes early. Water them every morning.',
      formData: { topic: 'Spring planting' },
    },
  );
  return {
    company,
    author,
    reviewer,
    second,
    bystander,
    admin,
    // Another company's admin, calling on their own company's address.
    outsider: {
      id: outsider.user.id,
      username: outsider.user.username,
      cookie: outsider.cookie,
      slug: outsider.slug,
    },
    operator,
    item,
  };
}

/** Calls the API as `who`, in the world's company. */
export function as(
  t: TestApp,
  who: Person,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return call(t, { method, url, slug: who.slug, cookie: who.cookie, payload });
}
